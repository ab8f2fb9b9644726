import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// Catalogue reads come from memory, refreshed when the catalogue changes, and carry what a
// browser or a CDN needs to keep them: a strong ETag, Cache-Control, and one CORS answer for
// every origin (`*`), so a CDN that ignores Vary hands no partner another's header.
let server: TestServer;
const origin = 'https://shop.example.com';
const priceOf = async (id: string) => ((await server.request('GET', `/api/v1/tests/${id}`)).body as { data: { price: number } }).data.price;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [origin] });
});
afterAll(() => server.close());

describe('catalogue answers', () => {
  it.each(['/api/v1/tests/tsh', '/api/v1/tests/category/Thyroid', '/api/v1/tests/selected/Single Test', '/api/v1/category/women/get'])(
    '%s carries a strong ETag and Cache-Control, and answers 304 to If-None-Match',
    async (path) => {
      const first = await server.request('GET', path, { headers: { Origin: origin } });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(first.headers.get('vary') ?? '').not.toContain('Origin');
      expect(first.headers.get('access-control-allow-origin')).toBe('*');

      const again = await server.request('GET', path, { headers: { 'If-None-Match': `W/"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect((await server.request('GET', path, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    },
  );

  it('sent again from the finished answers are the same answers the whole chain gives', async () => {
    const path = '/api/v1/tests/category/Vitamins';
    const withoutDate = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'date'));
    const ask = (headers: Record<string, string>) => server.request('GET', path, { headers: { Origin: origin, ...headers } });
    // A 304 before the first 200 comes from the chain (`*` matches any ETag), as does that 200;
    // then both again.
    const chainNotModified = await ask({ 'If-None-Match': '*' });
    const chainAnswer = await ask({});
    const replayedNotModified = await ask({ 'If-None-Match': '*' });
    const replayedAnswer = await ask({});
    expect([chainNotModified.status, chainAnswer.status]).toEqual([304, 200]);
    expect(withoutDate(replayedNotModified.headers)).toEqual(withoutDate(chainNotModified.headers));
    expect(replayedNotModified.status).toBe(304);
    expect(withoutDate(replayedAnswer.headers)).toEqual(withoutDate(chainAnswer.headers));
    expect(replayedAnswer.body).toEqual(chainAnswer.body);
  });

  it('are answered without the database: a spike reads memory', async () => {
    expect(await priceOf('tsh')).toBeGreaterThan(0);
    await server.request('GET', '/api/v1/tests/category/Thyroid');
    // Renaming a table is no change of rows: the version stays, and only memory can answer now.
    await server.db.query('ALTER TABLE tests RENAME TO tests_away');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => server.request('GET', '/api/v1/tests/tsh')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect((await server.request('GET', '/api/v1/tests/category/Thyroid')).status).toBe(200);
      expect((await server.request('GET', '/api/v1/tests/no-such-test')).status).toBe(404);
    } finally {
      await server.db.query('ALTER TABLE tests_away RENAME TO tests');
    }
  });

  it('follow a change of the catalogue within seconds, with a new ETag', async () => {
    const before = await server.request('GET', '/api/v1/tests/tsh');
    const price = await priceOf('tsh');
    await server.db.query('UPDATE tests SET price = price + 1, original_price = original_price + 1 WHERE id = $1', ['tsh']);
    try {
      await expect.poll(() => priceOf('tsh'), { timeout: 10_000, interval: 200 }).toBe(price + 1);
      expect((await server.request('GET', '/api/v1/tests/tsh')).headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await server.db.query('UPDATE tests SET price = price - 1, original_price = original_price - 1 WHERE id = $1', ['tsh']);
    }
  });
});
