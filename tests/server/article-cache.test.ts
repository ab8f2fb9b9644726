import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/support/test-server';

// `/article.html` renders its test card with the built server renderer, which reads the test from
// the API: the page is kept a short time (`ARTICLE_CACHE_MS`), so every visit does not cost a
// render and an API call, and a price change still shows soon after.
const keptMs = 5_000;
const testId = 'thyroid-profile-total';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ articleCacheMs: keptMs });
});
afterAll(() => server.close());

const articlePrice = async () => /₹(\d+)/.exec(String((await server.request('GET', '/article.html')).body))?.[1];
const apiPrice = async () => ((await server.request('GET', `/api/v1/tests/${testId}`)).body as { data: { price: number } }).data.price;

describe('the server-rendered article page', () => {
  it('sends its rendered card again for a while, then renders the catalogue’s change', async () => {
    const price = Number(await articlePrice());
    const rendered = performance.now();
    expect(price).toBe(await apiPrice());
    await server.db.query('UPDATE tests SET price = price + 1, original_price = original_price + 1 WHERE id = $1', [testId]);
    try {
      await expect.poll(apiPrice, { timeout: 10_000, interval: 100 }).toBe(price + 1);
      // The API has the new price; the page kept is still the one rendered before.
      expect(await articlePrice()).toBe(String(price));
      expect(performance.now() - rendered).toBeLessThan(keptMs);
      await expect.poll(articlePrice, { timeout: keptMs + 10_000, interval: 250 }).toBe(String(price + 1));
    } finally {
      await server.db.query('UPDATE tests SET price = price - 1, original_price = original_price - 1 WHERE id = $1', [testId]);
    }
  }, 30_000);
});
