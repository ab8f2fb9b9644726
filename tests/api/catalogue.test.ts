import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

interface ApiTest {
  _id: string;
  name: string;
  category: string;
  price: number;
  originalPrice: number;
  imagePath: string;
  sampleType?: string;
  reportTime?: string;
  fastingRequired: boolean;
  includedTests: { category: string; tests: string[] }[];
}

let server: TestServer;
const get = (path: string) => server.request('GET', `/api/v1${path}`);
const testsIn = async (category: string) =>
  dataOf<ApiTest[]>(await get(`/tests/category/${encodeURIComponent(category)}`));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tab categories', () => {
  it.each([['lessPrice', 6], ['women', 4], ['men', 4], ['organ', 4], ['lifestyle', 4]])(
    'lists at least the tabs a %s screen needs, each with tests behind it',
    async (group, minimum) => {
      const tabs = dataOf<{ _id: string; name: string }[]>(await get(`/category/${group}/get`));
      expect(tabs.length).toBeGreaterThanOrEqual(minimum);
      for (const tab of tabs) {
        expect(tab).toEqual({ _id: expect.any(String), name: expect.any(String) });
        expect((await testsIn(tab.name)).length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it('starts lessPrice with the full body checkups', async () => {
    const [first] = dataOf<{ name: string }[]>(await get('/category/lessPrice/get'));
    expect(first?.name).toBe('Full Body Checkup');
  });

  it('answers 404 JSON for an unknown tab group', async () => {
    const response = await get('/category/kids/get');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Category group not found' });
  });
});

describe('tests by category and selection', () => {
  it('returns the exclusive packages under the category Exclusive', async () => {
    expect((await testsIn('Exclusive')).length).toBeGreaterThanOrEqual(4);
  });

  it('finds a category with spaces and a slash when URL-encoded', async () => {
    expect((await testsIn('PCOD / PCOS')).length).toBeGreaterThanOrEqual(2);
  });

  it('returns an empty list, not an error, for an unknown category', async () => {
    expect(await testsIn('Nonexistent')).toEqual([]);
  });

  it('lists Single Test items priced from 199 to 549', async () => {
    const tests = dataOf<ApiTest[]>(await get('/tests/selected/Single%20Test'));
    expect(tests.length).toBeGreaterThanOrEqual(10);
    for (const test of tests) {
      expect(test.price).toBeGreaterThanOrEqual(199);
      expect(test.price).toBeLessThanOrEqual(549);
    }
    expect(tests.map((test) => [test.name, test.price])).toContainEqual(['Complete Blood Count (CBC)', 299]);
  });

  it('lists Special Care Packages including the 2999, 4999 and 3999 offers', async () => {
    const prices = dataOf<ApiTest[]>(await get('/tests/selected/Special%20Care%20Packages')).map((test) => test.price);
    expect(prices).toEqual(expect.arrayContaining([2999, 4999, 3999]));
  });
});

describe('the catalogue as a whole', () => {
  it('holds at least 120 well-formed tests and packages, some without sample type or report time', async () => {
    const groups = ['lessPrice', 'women', 'men', 'organ', 'lifestyle'];
    const categories = new Set(['Exclusive']);
    for (const group of groups) {
      for (const tab of dataOf<{ name: string }[]>(await get(`/category/${group}/get`))) categories.add(tab.name);
    }
    const selected = [
      ...dataOf<ApiTest[]>(await get('/tests/selected/Single%20Test')),
      ...dataOf<ApiTest[]>(await get('/tests/selected/Special%20Care%20Packages')),
    ];
    const byId = new Map<string, ApiTest>(selected.map((test) => [test._id, test]));
    for (const category of categories) for (const test of await testsIn(category)) byId.set(test._id, test);
    const all = [...byId.values()];

    expect(all.length).toBeGreaterThanOrEqual(120);
    for (const test of all) {
      expect(Number.isInteger(test.price) && test.originalPrice > test.price).toBe(true);
      expect(test.imagePath).toMatch(/^\/images\/tests\/[a-z-]+\.svg$/);
      expect(test.includedTests.length).toBeGreaterThan(0);
      expect(typeof test.fastingRequired).toBe('boolean');
    }
    expect(all.some((test) => !('sampleType' in test))).toBe(true);
    expect(all.some((test) => !('reportTime' in test))).toBe(true);
    for (const imagePath of new Set(all.map((test) => test.imagePath))) {
      const image = await server.request('GET', imagePath);
      expect(image.status, imagePath).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});

describe('GET /api/v1/tests/:id', () => {
  it('returns one test with its included groups', async () => {
    const test = dataOf<ApiTest>(await get('/tests/thyroid-profile-total'));
    expect(test).toMatchObject({ _id: 'thyroid-profile-total', category: 'Thyroid', price: 449, sampleType: 'Serum' });
    expect(test.includedTests[0]?.tests).toContain('TSH (Thyroid Stimulating Hormone)');
  });

  it('answers 404 with a message for an unknown id', async () => {
    const response = await get('/tests/no-such-test');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Test not found' });
  });
});

describe('GET /api/v1/bottombanners/get-random', () => {
  it('returns the address of a banner image this server serves', async () => {
    const { imageUrl } = dataOf<{ imageUrl: string }>(await get('/bottombanners/get-random'));
    expect(imageUrl).toMatch(/^\/banners\/[a-z0-9-]+\.svg$/);
    const image = await server.request('GET', imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });
});
