// @ts-check
import { defineConfig } from 'astro/config';

import node from '@astrojs/node';

// https://astro.build/config
export default defineConfig({
  // Rendered per request, so a test's price is today's: `node dist/server/entry.mjs`.
  output: 'server',
  adapter: node({
    mode: 'standalone',
  }),
});
