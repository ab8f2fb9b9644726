import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The bundle's own pictures: `import logo from '../../images/logo.svg'` gives their address. */
const bundledImage = /\/src\/images\/[^/?]+\.svg$/;

/**
 * An SVG as a `data:` address with the least escaping a browser needs: `%` and `#` (which would
 * start an escape or a fragment) and any character outside printable ASCII. Kept as text, not
 * base64, it stays close to its own size and compresses with the code around it. Whitespace runs
 * shrink to one space and vanish between tags; the pictures keep no meaningful whitespace there.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
  return `data:image/svg+xml,${compact.replace(/[^ -~]|[%#]/gu, encodeURIComponent)}`;
}

/**
 * Inlines the images of `src/images/` into the modules that import them. A host app's bundler
 * (Vite, webpack, Angular's esbuild builder) re-bundles our modules and copies no image folder
 * along, so an address computed from a module's own URL breaks there; an inlined picture loads
 * wherever the code that shows it runs, and comes with that code's chunk (the hero with the first
 * screen, the footer's pictures with the footer).
 */
export function inlineImages(): Plugin {
  return {
    name: 'lab:inline-images',
    enforce: 'pre',
    async load(id) {
      if (!bundledImage.test(id)) return null;
      const uri = svgDataUri(await readFile(id, 'utf8'));
      return { code: `export default ${JSON.stringify(uri)};`, map: null };
    },
  };
}
