import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(
  new URL('../src/router/wouterBrowserLocationShim.ts', import.meta.url),
);

/**
 * Resolves wouter's own import of `./use-browser-location.js` to our hash shim, so the host
 * page's `history` is never patched: importing that module replaces `history.pushState` and
 * `replaceState` with wrappers that fire events of wouter's own, on any page that loads us, and
 * the hash router needs none of it. Only imports made from inside the wouter package are
 * redirected.
 */
export function wouterWithoutHistoryPatch(): Plugin {
  return {
    name: 'lab:wouter-without-history-patch',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-browser-location.js' && importer?.includes('/node_modules/wouter/')) {
        return shim;
      }
      return null;
    },
  };
}
