import { expect, test } from '@playwright/test';

/** The demo server caches as a CDN in front of the bundle should (hashed chunks forever). */
test('hashed chunks are immutable for a year, entry files are re-checked, pages always', async ({ request }) => {
  const entry = await request.get('/dist/lab-storefront.js');
  expect(entry.headers()['cache-control']).toBe('public, max-age=300');
  const chunk = /from"\.\/(chunks\/[^"]+\.js)"/.exec(await entry.text())?.[1];
  expect(chunk).toMatch(/^chunks\/.+-[\w-]{8}\.js$/);
  const hashed = await request.get(`/dist/${chunk ?? ''}`);
  expect(hashed.ok()).toBe(true);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/dist/widgets/lab-pincode-checker.js')).headers()['cache-control']).toBe('public, max-age=300');
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/pharmacy.html')).headers()['cache-control']).toBe('no-cache');
});
