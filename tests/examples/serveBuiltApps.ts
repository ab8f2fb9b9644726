/**
 * Serves each single-page example app's production build on its own loopback port (and its
 * development build under `/development/`), as a plain static host
 * would: a missing file is a 404, never `index.html` (a dev server's fallback answers a broken
 * image URL with a page and status 200, which hides the very failure the tests look for).
 * Run by the examples' Playwright config as its web server.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { appsUnderTest, developmentPath } from '../../examples/hostApps.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((found) => found.isFile(), () => false);
}

for (const app of appsUnderTest()) {
  if (app.rendered !== 'in-browser') continue;
  createServer((request, response) => {
    const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const development = requested.startsWith(developmentPath);
    const root = development ? app.developmentOutput : app.output;
    const path = development ? requested.slice(developmentPath.length - 1) : requested;
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    void (async () => {
      if (!file.startsWith(root + sep) || !(await isFile(file))) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      createReadStream(file).pipe(response);
    })();
  }).listen(app.port, '127.0.0.1', () => {
    console.log(`${app.name}: http://127.0.0.1:${app.port}/ serves ${app.output}, ${developmentPath} ${app.developmentOutput}`);
  });
}
