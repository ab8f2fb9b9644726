import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';
import type { Plugin } from 'vite';

/** What the reference API answers on the demo's origin: its calls, its images, the built docs. */
const apiPaths = /^\/(?:api|images|banners|docs)(?:\/|$)/;

/**
 * Dev server only: the reference API's paths are sent on to it, so the pages reach it on their
 * own origin as they do on `npm start`. The API starts beside the dev server (demo/dev.ts) and
 * may still be opening its database (a first start migrates and seeds it): requests wait for it
 * rather than fail, and the pages, which need no API to show, are served at once.
 */
export function forwardToApi(apiUrl: Promise<string>): Plugin {
  return {
    name: 'lab:forward-to-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!apiPaths.test(req.url ?? '')) {
          next();
          return;
        }
        apiUrl.then(
          (url) => forward(req, res, new URL(url)),
          () => refuse(res, 'The reference API did not start: see the dev server log.'),
        );
      });
    },
  };
}

function forward(req: IncomingMessage, res: ServerResponse, api: URL): void {
  // The Host header stays the page's: the API writes addresses of its own from it.
  const upstream = request(
    { hostname: api.hostname, port: api.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => refuse(res, `The reference API did not answer: ${error.message}`));
  req.pipe(upstream);
}

function refuse(res: ServerResponse, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}
