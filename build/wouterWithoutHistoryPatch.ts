import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/router/wouterBrowserLocationShim.ts', import.meta.url));
const reactSyncExternalStore = fileURLToPath(new URL('./reactSyncExternalStore.ts', import.meta.url));

/**
 * Resolves wouter's own import of `./use-browser-location.js` to our hash shim, so the host
 * page's `history` is never patched: importing that module replaces `history.pushState` and
 * `replaceState` with wrappers that fire events of wouter's own, on any page that loads us, and
 * the hash router needs none of it. Only imports made from inside the wouter package are
 * redirected.
 *
 * wouter's other settings come with it, so every config that lists the plugin (build/sourcePlugins.ts)
 * has them: wouter stays out of the dev server's dependency bundle and is bundled by Vitest, where
 * the redirect would not run, and its store hook is React's own (build/reactSyncExternalStore.ts).
 */
export function wouterWithoutHistoryPatch(): Plugin {
  return {
    name: 'lab:wouter-without-history-patch',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: { 'use-sync-external-store/shim/index.js': reactSyncExternalStore } },
      optimizeDeps: { exclude: ['wouter'] },
      test: { server: { deps: { inline: ['wouter'] } } },
    }),
    resolveId(source, importer) {
      if (source === './use-browser-location.js' && importer?.includes('/node_modules/wouter/')) {
        return shim;
      }
      return null;
    },
  };
}
