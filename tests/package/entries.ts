/**
 * Every typed entry of `exports` that needs no framework besides React, imported as a consumer
 * would (`npm run test:package`), so each must resolve to declarations under `moduleResolution`
 * "bundler", "nodenext" and "node". `@lab/storefront/vue` and `/svelte` are in `frameworks.ts`,
 * `/server` in `server-entry.ts`.
 */
import '@lab/storefront/lab-storefront';
import '@lab/storefront/dist/lab-storefront.js';
import '@lab/storefront/dist/lab-autoloader.js';
import '@lab/storefront/dist/lab-analytics.js';
import type { LabTagNameMap } from '@lab/storefront';

export const storeTag: keyof LabTagNameMap = 'lab-storefront';
