import { inEnglish } from './support/inEnglish';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiOutcome } from '../../src/api/callApi';
import type { SearchSuggestion } from '../../src/domain/searchSuggestion';
import { createSearch, SEARCH_DELAY_MS, type SearchBoxStore, type SearchTests } from '../../src/stores/search';
import { startCannedApi, type CannedApi } from './support/cannedApi';
import { until } from './support/until';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => {
  globalThis.labStorefrontNetwork = { retryDelay: 10 };
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
    expect(inEnglish(search.$state.get().announcement)).toBe('1 result');
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
    expect(inEnglish(search.$state.get().announcement)).toBe('8 results');
  });

  it('accepts a bare list as the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer(() => ({ json: [suggestion(1), suggestion(2)] }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().suggestions).toHaveLength(2));
  });

  it('gives up after the search time-out (the spec\'s 5 s, a client setting), logs the error and empties the list', async () => {
    globalThis.labStorefrontNetwork = { retryDelay: 10, searchTimeout: 400 };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ json: { success: true, data: [suggestion(1)] } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await until(() => expect(search.$state.get().open).toBe(true));

    api.answer(() => 'hang');
    // Timed from the keystroke, before the request leaves: on a busy machine the canned server
    // may see the request well after the client's clock for it started.
    const typed = performance.now();
    search.setQuery('thyroid');
    await until(() => expect(searchCalls()).toHaveLength(2));
    await until(() => expect(logged).toHaveBeenCalled());
    expect(performance.now() - typed).toBeGreaterThanOrEqual(SEARCH_DELAY_MS + 400);
    expect(search.$state.get()).toMatchObject({ suggestions: [], open: false });
    // A search is not retried: the next keystroke's suggestions are what counts.
    expect(searchCalls()).toHaveLength(2);
  });

  it('logs a server error and empties the list', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ status: 500, json: { success: false } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('Search failed');
    expect(search.$state.get()).toMatchObject({ suggestions: [], open: false });
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

  it('does not reopen a list the visitor closed while a search was still to come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.answer(() => ({ json: { success: true, data: [suggestion(1)] } }));
    const search = createSearch();
    search.setQuery('vitamin');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await until(() => expect(search.$state.get().open).toBe(true));
    // Typed, then closed (Escape, a choice, a click outside) before the pause ended.
    search.setQuery('thyroid');
    search.close();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    // Time for a request, had one gone out, to be answered by the canned server.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searchCalls()).toHaveLength(1);
    expect(search.$state.get().open).toBe(false);
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

describe('answers racing the keyboard', () => {
  type Answer = ApiOutcome<SearchSuggestion[]>;
  /** A search whose answers arrive exactly when the test says, one per query asked. */
  function controlledSearch() {
    const pending = new Map<string, (answer: Answer) => void>();
    const search: SearchTests = (query) => new Promise((resolve) => pending.set(query, resolve));
    const answer = async (query: string, suggestions: SearchSuggestion[]) => {
      const resolve = pending.get(query);
      if (!resolve) throw new Error(`No request for "${query}" was made`);
      resolve({ ok: true, value: suggestions });
      await vi.advanceTimersByTimeAsync(0);
    };
    return { search, answer };
  }
  const ids = (store: SearchBoxStore) => store.$state.get().suggestions.map((s) => s._id);
  const highlighted = (store: SearchBoxStore) => {
    const { suggestions, active } = store.$state.get();
    return suggestions[active]?._id;
  };

  async function typeAndPause(store: SearchBoxStore, query: string) {
    store.setQuery(query);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
  }

  it("keeps the highlighted option when the current query's late answer still lists it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { search, answer } = controlledSearch();
    const store = createSearch(search);
    await typeAndPause(store, 'complete blood');
    await answer('complete blood', [suggestion(1), suggestion(2)]);
    await typeAndPause(store, 'complete blood count');
    store.move(1);
    store.move(1);
    expect(highlighted(store)).toBe('t2');

    await answer('complete blood count', [suggestion(3), suggestion(2)]);
    expect(ids(store)).toEqual(['t3', 't2']);
    expect(highlighted(store)).toBe('t2');
  });

  it('drops the highlight when the late answer no longer lists the option', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { search, answer } = controlledSearch();
    const store = createSearch(search);
    await typeAndPause(store, 'vitamin');
    await answer('vitamin', [suggestion(1), suggestion(2)]);
    await typeAndPause(store, 'vitamin d');
    store.move(1);
    await answer('vitamin d', [suggestion(4)]);
    expect(store.$state.get()).toMatchObject({ open: true, active: -1 });
  });

  it("ignores an older query's answer that arrives after the user moved through the current list", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { search, answer } = controlledSearch();
    const store = createSearch(search);
    await typeAndPause(store, 'thy');
    await typeAndPause(store, 'thyroid');
    await answer('thyroid', [suggestion(5), suggestion(6)]);
    store.move(1);
    store.move(1);

    await answer('thy', [suggestion(9)]);
    expect(ids(store)).toEqual(['t5', 't6']);
    expect(highlighted(store)).toBe('t6');
  });
});
