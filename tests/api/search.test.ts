import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

interface Suggestion {
  _id: string;
  name: string;
  category: string;
  price: number;
}

let server: TestServer;
const search = async (q: string) => {
  // The test clock stands still: move it past the per-second search cap of the address.
  server.clock.advance(1_000);
  return dataOf<Suggestion[]>(await server.request('GET', `/api/v1/tests/search?q=${encodeURIComponent(q)}`));
};
const topIds = async (q: string, count = 3) => (await search(q)).slice(0, count).map((hit) => hit._id);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/tests/search', () => {
  it('returns id, name, category and price only', async () => {
    const [first] = await search('TSH');
    expect(first).toEqual({ _id: expect.any(String), name: expect.any(String), category: expect.any(String), price: expect.any(Number) });
  });

  it.each([
    ['TSH', 'tsh'],
    ['tsh', 'tsh'],
    ['CBC', 'cbc'],
    ['LFT', 'liver-function-test'],
    ['KFT', 'kidney-function-test'],
    ['HbA1c', 'hba1c'],
    ['vit d', 'vitamin-d'],
    ['lipid', 'lipid-profile'],
  ])('ranks the obvious test near the top for %j', async (q, expectedId) => {
    expect(await topIds(q)).toContain(expectedId);
  });

  it('understands the lay word "sugar"', async () => {
    const hits = (await search('sugar')).slice(0, 5);
    expect(hits.every((hit) => /diabet|sugar/i.test(`${hit.name} ${hit.category}`))).toBe(true);
  });

  it('matches words of names and categories case-insensitively', async () => {
    const hits = await search('THYROID');
    expect(hits.length).toBeGreaterThanOrEqual(5);
    expect(hits.slice(0, 5).every((hit) => /thyroid/i.test(hit.name) || hit.category === 'Thyroid')).toBe(true);
  });

  it('tolerates a small typo such as "thyriod"', async () => {
    const hits = await search('thyriod');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.slice(0, 3).every((hit) => hit.category === 'Thyroid' || /thyroid/i.test(hit.name))).toBe(true);
  });

  it('finds by the start of a word while typing', async () => {
    expect(await topIds('vitam', 5)).toEqual(expect.arrayContaining([expect.stringContaining('vitamin')]));
  });

  it('returns at most 10 suggestions', async () => {
    expect((await search('profile')).length).toBeLessThanOrEqual(10);
    expect((await search('diabetes')).length).toBeGreaterThanOrEqual(8);
  });

  it.each([[''], ['a'], ['  '], ['%'], ['_']])('returns an empty list for %j', async (q) => {
    expect(await search(q)).toEqual([]);
  });

  it('returns an empty list for nonsense and treats SQL as text', async () => {
    expect(await search('zzqqxx')).toEqual([]);
    expect(await search("'; DROP TABLE tests; --")).toEqual([]);
    expect((await search('TSH')).length).toBeGreaterThan(0);
  });
});
