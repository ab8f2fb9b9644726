import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/sharedPage';

// A partner's page on another origin loads the bundle from the server as from a CDN. Browsers
// fetch module scripts, and the chunks they import, in CORS mode: they run only because every
// answer under /dist/ carries Access-Control-Allow-Origin. The partner's page comes from a server
// of its own on loopback (a page the test made up would count as public, and Chromium keeps
// public pages from loopback addresses whatever the headers).
test('a page of another origin runs a widget file and the chunks it imports', async ({ page, baseURL }) => {
  const partner = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><html lang="en"><head><title>Partner article</title>
      <script type="module" src="${baseURL ?? ''}/dist/widgets/lab-test-card.js"></script></head>
      <body><main><h1>Thyroid health</h1></main></body></html>`),
  );
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const blocked: string[] = [];
  page.on('requestfailed', (request) => blocked.push(request.url()));
  try {
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/article.html`);
    await expect.poll(() => page.evaluate(() => customElements.get('lab-test-card') !== undefined)).toBe(true);
    expect(blocked).toEqual([]);
  } finally {
    partner.close();
    partner.closeAllConnections();
  }
});
