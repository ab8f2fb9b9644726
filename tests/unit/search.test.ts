import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearch, SEARCH_DELAY_MS } from '../../src/stores/search';
import { startCannedApi, type CannedApi } from './support/cannedApi';
import { until } from './support/until';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  api.requests.length = 0;
});

const suggestion = (n: number) => ({ _id: `t${n}`, name: `Vitamin test ${n}`, category: 'Vitamins', price: 100 + n });
const searchCalls = () => api.requests.filter((request) => request.path === '/api/v1/tests/search');

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('search suggestions', () => {
  it('asks the server only after a 300 ms pause, with the trimmed text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer(() => ({ json: { success: true, data: [suggestion(1)] } }));
    const search = createSearch();
    search.setQuery('  vi');
    search.setQuery('  vit ');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    expect(searchCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(search.$state.get().open).toBe(true));
    expect(searchCalls().map((request) => request.query.get('q'))).toEqual(['vit']);
    expect(search.$state.get().announcement).toBe('1 result');
  });

  it('makes no request for fewer than 2 trimmed characters', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = createSearch();
    search.setQuery(' v  ');
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(searchCalls()).toHaveLength(0);
    expect(search.$state.get().open).toBe(false);
  });

  it('keeps at most 8 suggestions and drops entries without a name or an _id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const data = [{ name: 'No id' }, { _id: 'x' }, ...Array.from({ length: 10 }, (_, n) => suggestion(n))];
    api.answer(() => ({ json: { success: true, data } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().suggestions).toHaveLength(8));
    expect(search.$state.get().suggestions[0]?._id).toBe('t0');
    expect(search.$state.get().announcement).toBe('8 results');
  });

  it('accepts a bare list as the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer(() => ({ json: [suggestion(1), suggestion(2)] }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().suggestions).toHaveLength(2));
  });

  it('gives up after 5 seconds, logs the error and empties the list', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ json: { success: true, data: [suggestion(1)] } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().open).toBe(true));

    api.answer(() => 'hang');
    search.setQuery('thyroid');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(searchCalls()).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(4999);
    expect(logged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(logged).toHaveBeenCalled());
    expect(search.$state.get()).toMatchObject({ suggestions: [], open: false });
  });

  it('logs a server error and empties the list', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ status: 500, json: { success: false } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(logged).toHaveBeenCalled());
    expect(search.$state.get().suggestions).toEqual([]);
  });

  it('ignores the answer of a superseded request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer((request) =>
      request.query.get('q') === 'vit' ? 'hang' : { json: { success: true, data: [suggestion(7)] } },
    );
    const search = createSearch();
    search.setQuery('vit');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(searchCalls()).toHaveLength(1));
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().suggestions.map((s) => s._id)).toEqual(['t7']));
  });

  it('moves the highlight with wrap-around and closes on request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer(() => ({ json: { success: true, data: [suggestion(1), suggestion(2)] } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().open).toBe(true));
    search.move(1);
    search.move(1);
    expect(search.$state.get().active).toBe(1);
    search.move(1);
    expect(search.$state.get().active).toBe(0);
    search.move(-1);
    expect(search.$state.get().active).toBe(1);
    search.close();
    expect(search.$state.get()).toMatchObject({ open: false, active: -1 });
  });
});
