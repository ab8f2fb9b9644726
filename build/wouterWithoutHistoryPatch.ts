import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(
  new URL('../src/router/wouterBrowserLocationShim.ts', import.meta.url),
);

/**
 * Resolves wouter's own import of `./use-browser-location.js` to our hash shim, so the host
 * page's `history` is never patched (STACK-NOTES, Routing). Only imports made from inside the
 * wouter package are redirected.
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
