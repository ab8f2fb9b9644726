import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const widgetsDir = fileURLToPath(new URL('../../widgets/', import.meta.url));
const imagesDir = fileURLToPath(new URL('../../src/images/', import.meta.url));

/** `/dist/lab-storefront.js`, `/dist/widgets/lab-header.js`, `/dist/lab-autoloader.js` → the entry's name. */
const distEntry = /^\/dist\/(?:widgets\/)?(lab-[a-z-]+)\.js$/;
/** A built picture, `/category-thyroid-ORSsl1XN.svg` under `/dist/images`: its name before the hash. */
const builtPicture = /^\/([a-z0-9-]+)-[\w-]{8}\.svg$/;

/**
 * Dev server only: the demo pages load `/dist/*.js` as a partner's page loads the build, and here
 * each of those addresses is its entry's source in `widgets/`, so the pages run the code as it is
 * written. The browser keeps the `/dist/` address, so the autoloader finds each widget's file
 * beside its own, as in production. The store page's first-screen snapshot names the build's
 * pictures (`/dist/images/<name>-<hash>.svg`), which are sent from `src/images/`.
 */
export function distFromSource(): Plugin {
  return {
    name: 'lab:dist-from-source',
    apply: 'serve',
    resolveId(source) {
      const entry = distEntry.exec(source)?.[1];
      if (entry === undefined) return null;
      const file = `${widgetsDir}${entry}.ts`;
      return existsSync(file) ? file : null;
    },
    configureServer(server) {
      server.middlewares.use('/dist/images', (req, res, next) => {
        const name = builtPicture.exec(req.url ?? '')?.[1];
        if (name === undefined || !existsSync(`${imagesDir}${name}.svg`)) {
          next();
          return;
        }
        readFile(`${imagesDir}${name}.svg`).then((svg) => {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
  };
}
