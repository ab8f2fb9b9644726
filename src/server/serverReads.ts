import { createFetch } from 'ofetch';
import { fetchTestById } from '../api/catalogue';
import { loadTestCardBody } from '../elements/lab-test-card';
import { loadableOf, type Loadable } from '../stores/loadable';
import { productOrNotFound } from '../stores/testDetails';

export interface ServerReadOptions {
  /** The `fetch` the reads go through (a framework's own, or one with caching); the global one by default. */
  fetch?: typeof fetch;
  /** How long a read may take before the element shows its retry state; 5000 ms by default. */
  timeoutMs?: number;
}

type Reads = ReadonlyMap<string, Loadable<unknown>>;

/**
 * What an element's first screen reads before it can be rendered, done on the server: the test
 * card's test (product §7 `GET /tests/{id}`), keyed as the card's `useLoadable` keys it. A card
 * without an absolute `api-base` is not read here (a server has no page to be relative to): its
 * first screen is the loading card, and the browser reads it.
 */
const serverReads: Partial<Record<string, (props: Record<string, unknown>, options: ServerReadOptions) => Promise<Reads>>> = {
  'lab-test-card': async ({ testId, apiBase }, options) => {
    await loadTestCardBody();
    const id = typeof testId === 'string' ? testId.trim() : '';
    if (!id || typeof apiBase !== 'string' || !URL.canParse(apiBase)) return new Map();
    const client = createFetch({ fetch: options.fetch ?? globalThis.fetch }).create({
      baseURL: apiBase,
      timeout: options.timeoutMs ?? 5000,
      retry: 0,
    });
    const outcome = productOrNotFound(await fetchTestById(id, (path) => client(path)));
    return new Map([[id, loadableOf(outcome)]]);
  },
};

/** Reads what `tag`'s first screen needs; never throws (a failure is the element's failed state). */
export async function readForFirstScreen(
  tag: string,
  props: Record<string, unknown>,
  options: ServerReadOptions,
): Promise<Reads> {
  return (await serverReads[tag]?.(props, options)) ?? new Map();
}
