import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { hashSources } from '../../demo/api/http/inline-block-hashes';
import { contentSecurityPolicy } from '../../demo/api/http/security-headers';
import { articlePath, articleWithRenderedCard } from '../../demo/api/http/server-rendered-article';

const demoDir = fileURLToPath(new URL('../../demo/', import.meta.url));
const serverRenderer = fileURLToPath(new URL('../../src/server/index.ts', import.meta.url));
const demoPage = /^\/([A-Za-z0-9_-]+\.html)$/;

/**
 * Dev server only: the demo pages as `npm start` sends them, with Vite's client added (hot
 * updates) and the CSP of every page. `/article.html` has its test card rendered on the server
 * from the sources (`?render=client`: left to the browser, as in production).
 */
export function demoPages(): Plugin {
  return {
    name: 'lab:demo-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = demoPageFile(req);
        if (file === undefined) {
          next();
          return;
        }
        sendPage(server, req, res, file).catch(next);
      });
    },
  };
}

function demoPageFile(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const path = new URL(req.url ?? '/', 'http://dev').pathname;
  const file = path === '/' ? 'index.html' : demoPage.exec(path)?.[1];
  return file !== undefined && existsSync(`${demoDir}${file}`) ? file : undefined;
}

async function sendPage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const html =
    url.pathname === articlePath && url.searchParams.get('render') !== 'client'
      ? await articleWithRenderedCard(await sourceRenderer(server), url.origin)
      : await readFile(`${demoDir}${file}`, 'utf8');
  const page = await server.transformIndexHtml(url.pathname, html);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', devContentSecurityPolicy(page));
  res.end(req.method === 'HEAD' ? undefined : page);
}

async function sourceRenderer(server: ViteDevServer): Promise<typeof import('../../src/server').renderElement> {
  const module = (await server.ssrLoadModule(serverRenderer)) as typeof import('../../src/server');
  return module.renderElement;
}

/**
 * The demo server's CSP (demo/api/http/security-headers.ts), with the inline scripts allowed by
 * the hashes of the page as sent. Styles are relaxed to 'unsafe-inline' here only: Vite's error
 * overlay and its hot CSS updates write `<style>` elements, which no hash can allow in advance.
 */
function devContentSecurityPolicy(page: string): string {
  const directives = {
    ...contentSecurityPolicy,
    scriptSrc: ["'self'", hashSources(page).script],
    styleSrc: ["'self'", "'unsafe-inline'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return [directive, ...sources.filter((source) => source !== '')].join(' ');
    })
    .join('; ');
}
