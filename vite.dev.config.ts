import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoPages } from './build/dev/demoPages';
import { distFromSource } from './build/dev/distFromSource';
import { liveShadowStyles } from './build/dev/liveShadowStyles';
import { elementFiles } from './build/elementFiles';
import { sourcePlugins } from './build/sourcePlugins';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Vite's dev server for `npm run dev` (demo/dev.ts starts it with the reference API beside it):
 * the demo pages with every element from its sources, hot updates included. The build's config
 * (vite.config.ts) stays as it is; this one has the plugins that change what the code means
 * (the `rem` rewrite, wouter's hash routing, the pictures as `data:` addresses, as in the
 * bundler build) and none of those that only shape the built files.
 */
export default defineConfig({
  root: fromHere('demo'),
  cacheDir: fromHere('node_modules/.vite/dev'),
  // The demo pages are served by the demoPages plugin; no single-page fallback.
  appType: 'custom',
  plugins: [
    // React Fast Refresh: a saved component re-renders in place in every element's root, keeping
    // its state. Its preamble, an inline script, is allowed by its hash like the page's own.
    react(),
    ...sourcePlugins(),
    distFromSource(),
    // A saved CSS file restyles the shadow roots that use it, without a reload.
    liveShadowStyles(),
    demoPages(),
  ],
  // The autoloader finds each file from its own address (`new URL('.', import.meta.url)`), which
  // Vite's dev server rewrites to the source's folder: here the table holds the pages' addresses.
  define: {
    LAB_ELEMENT_FILES: JSON.stringify(
      Object.fromEntries(Object.entries(elementFiles).map(([tag, file]) => [tag, `/dist/${file}`])),
    ),
  },
  server: {
    // The store's modules are transformed while the API starts, before the first page asks for them.
    warmup: { clientFiles: [fromHere('widgets/lab-storefront.ts')] },
    // Vite's watcher (chokidar) drops a file's change that comes within 50 ms of its last one
    // (chokidar issue 1455): a second save that soon after the first was never seen, and the page
    // kept the first until the next save. Waiting for a write to finish takes the other path, which
    // drops nothing: the change is told once the file has stayed as it is for 50 ms, so a save
    // shows about 50 ms later. tests/unit/dev-server-saves.test.ts checks it.
    watch: { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } },
  },
  optimizeDeps: {
    // Every entry, so the dependencies of the lazy screens are bundled at start, not on first use
    // (which would reload the page).
    entries: [fromHere('widgets/*.ts')],
  },
});
