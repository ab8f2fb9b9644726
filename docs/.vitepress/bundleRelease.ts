import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleIntegrity } from '../../build/bundleIntegrity';

const root = join(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/**
 * Where the snippets of the docs and the builder load the bundle from: the published package's
 * `dist/` on a CDN that serves npm packages, the version in the path, so a page keeps the files
 * it was tested with until its author upgrades (docs/guide/installing.md). `DOCS_CDN_BASE`
 * names another.
 */
export const snippetCdnBase = process.env.DOCS_CDN_BASE ?? `https://cdn.jsdelivr.net/npm/@lab/storefront@${version}/dist/`;

/** The hashes the build wrote (dist/integrity.json); the site is built after the bundle. */
export function readBundleIntegrity(): BundleIntegrity | undefined {
  const path = join(root, 'dist/integrity.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BundleIntegrity) : undefined;
}
