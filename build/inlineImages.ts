import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The bundle's own pictures: `import logo from '../../images/logo.svg'` gives their address. */
const bundledImage = /\/src\/images\/[^/?]+\.svg$/;

/** An SVG with its whitespace runs shrunk to one space, and none between tags. */
export function compactSvg(svg: string): string {
  return svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

/**
 * An SVG as a `data:` address with the least escaping a browser needs: `%` and `#` (which would
 * start an escape or a fragment) and any character outside printable ASCII. Kept as text, not
 * base64, it stays close to its own size and compresses with the code around it. Whitespace runs
 * shrink to one space and vanish between tags; the pictures keep no meaningful whitespace there.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${compactSvg(svg).replace(/[^ -~]|[%#]/gu, encodeURIComponent)}`;
}

/**
 * The images of `src/images/` as the modules that import them get them. Inlined by default: a
 * host app's bundler (Vite, webpack, Angular's esbuild builder) re-bundles our modules and copies
 * no image folder along, so an address computed from a module's own URL breaks there; an inlined
 * picture loads wherever the code that shows it runs. With `byUrl` (the files pages load by URL,
 * `dist/*.js`) each picture is a file of its own beside them (`dist/images/`), fetched by the
 * browser as it shows it, and the code that shows it carries only its address.
 */
export function inlineImages({ byUrl = false }: { byUrl?: boolean } = {}): Plugin {
  return {
    name: 'lab:inline-images',
    enforce: 'pre',
    async load(id) {
      if (!bundledImage.test(id)) return null;
      const svg = await readFile(id, 'utf8');
      if (!byUrl) return { code: `export default ${JSON.stringify(svgDataUri(svg))};`, map: null };
      const file = this.emitFile({ type: 'asset', name: basename(id), source: compactSvg(svg) });
      return { code: `export default import.meta.ROLLUP_FILE_URL_${file};`, map: null };
    },
  };
}
