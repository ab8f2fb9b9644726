import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { servePrecompressed } from './precompressed-static';
import { articlePath, renderedPage } from './server-rendered-article';

/** The demo pages' folder. */
export const demoDir = fileURLToPath(new URL('../../', import.meta.url));
const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));
const assetsDir = fileURLToPath(new URL('../assets/', import.meta.url));
// The documentation site, built by `npm run build` beside dist/.
const docsDir = fileURLToPath(new URL('../../../dist-docs/', import.meta.url));

const noCache = 'no-cache';
// Entry files keep their names from release to release (pages link them), so browsers re-check
// them after a few minutes; the chunks they import carry a content hash in their names and never
// change, so they are cached for a year.
const shortCache = 'public, max-age=300';
const immutable = 'public, max-age=31536000, immutable';
const dayCache = 'public, max-age=86400';

// The demo pages with their own stylesheet and script files (no inline code: see the CSP).
const demoPage = '/:page{[A-Za-z0-9_-]+\\.(?:html|css|js)}';

/**
 * The demo pages, the built bundle and the API's images. Only these folders are reachable: paths
 * with `..`, encoded separators or doubled slashes are refused (by `serveStatic` and
 * `servePrecompressed`), and the demo folder only gives out top-level `.html`, `.css` and `.js`
 * files, never the server's sources. The build output (the bundle, the documentation site) is
 * sent as compressed at build time; the demo pages, sources rather than build output, are
 * compressed per request.
 */
export function mountStaticRoutes(app: Hono): void {
  // Partner pages on other origins load the bundle as module scripts, which browsers fetch in
  // CORS mode and refuse to run without this header. Set on every answer: a missing file then
  // says 404 to the partner's page, not a CORS error.
  app.use('/dist/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  app.use(demoPage, compress());
  app.use('/', compress());
  app.get('/', serveStatic({ root: demoDir, path: 'index.html', onFound: cacheWith(noCache) }));
  app.get(articlePath, async (c, next) => {
    const page = renderedPage(c);
    if (page === undefined) return next();
    c.header('Cache-Control', noCache);
    return c.html(page);
  });
  app.get(demoPage, serveStatic({ root: demoDir, onFound: cacheWith(noCache) }));
  app.get('/dist/chunks/*', servePrecompressed({ root: distDir, fileFor: stripPrefix('/dist'), cacheControl: immutable }));
  app.get('/dist/*', servePrecompressed({ root: distDir, fileFor: stripPrefix('/dist'), cacheControl: shortCache }));
  app.get('/docs', (c) => c.redirect('/docs/', 301));
  app.get('/docs/assets/*', servePrecompressed({ root: docsDir, fileFor: stripPrefix('/docs'), cacheControl: immutable }));
  app.get('/docs/*', servePrecompressed({ root: docsDir, fileFor: docsPage, cacheControl: noCache }));
  app.get('/images/*', serveStatic({ root: assetsDir, onFound: cacheWith(dayCache) }));
  app.get('/banners/*', serveStatic({ root: assetsDir, onFound: cacheWith(dayCache) }));
}

/** `/docs/` is the site's index page, `/docs/guide/theming` its `.html` file (VitePress links both ways). */
function docsPage(path: string): string {
  const page = path.slice('/docs'.length);
  if (page.endsWith('/')) return `${page}index.html`;
  return /\.[a-z0-9]+$/i.test(page) ? page : `${page}.html`;
}

function stripPrefix(prefix: string) {
  return (path: string) => path.slice(prefix.length);
}

function cacheWith(policy: string) {
  return (_path: string, c: { header: (name: string, value: string) => void }) => {
    c.header('Cache-Control', policy);
  };
}
