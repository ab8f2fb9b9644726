/**
 * `@lab/storefront/server` as a server-rendering host imports it (`npm run test:package`),
 * type-checked under `moduleResolution` "bundler" and "nodenext". With `skipLibCheck`: the
 * server's declarations reach the stores' types, which name `nanostores`, a package bundled into
 * the files rather than installed beside them.
 */
import type { LabTagNameMap } from '@lab/storefront';
import { renderElement, type LabTag, type RenderElementOptions } from '@lab/storefront/server';

export const serverTag: LabTag & keyof LabTagNameMap = 'lab-pincode-checker';
export const serverOptions: RenderElementOptions = {};
export const rendered: Promise<unknown> = renderElement(serverTag, {}, serverOptions);
// @ts-expect-error: the server renders the package's tags only
export const madeUpTag: Promise<unknown> = renderElement('lab-made-up');
