import { createFetch } from 'ofetch';
import { fetchTestById } from '../api/catalogue';
import { loadTestCardBody } from '../elements/lab-test-card';
import { loadPackageCompareBody } from '../elements/lab-package-compare';
import { comparedIds, comparisonReadKey, readComparedPackages } from '../components/Comparison/comparedPackages';
import { loadableOf, type Loadable } from '../stores/loadable';
import { productOrNotFound } from '../stores/testDetails';

export interface ServerReadOptions {
  /** The `fetch` the reads go through (a framework's own, or one with caching); the global one by default. */
  fetch?: typeof fetch;
  /** How long a read may take before the element shows its retry state; 5000 ms by default. */
  timeoutMs?: number;
}

type Reads = ReadonlyMap<string, Loadable<unknown>>;

/** The lab's API at `apiBase` through the server's `fetch`, or none when `apiBase` is not absolute. */
function serverClient(apiBase: unknown, options: ServerReadOptions) {
  if (typeof apiBase !== 'string' || !URL.canParse(apiBase)) return undefined;
  const client = createFetch({ fetch: options.fetch ?? globalThis.fetch }).create({
    baseURL: apiBase,
    timeout: options.timeoutMs ?? 5000,
    retry: 0,
  });
  return (path: string) => client(path);
}

/**
 * What an element's first screen reads before it can be rendered, done on the server: the test
 * card's test and the comparison's packages (product §7 `GET /tests/{id}`), keyed as their
 * `useLoadable` keys them. An element without an absolute `api-base` is not read here (a server
 * has no page to be relative to): its first screen is its loading state, and the browser reads it.
 */
const serverReads: Partial<Record<string, (props: Record<string, unknown>, options: ServerReadOptions) => Promise<Reads>>> = {
  'lab-test-card': async ({ testId, apiBase }, options) => {
    await loadTestCardBody();
    const id = typeof testId === 'string' ? testId.trim() : '';
    const client = serverClient(apiBase, options);
    if (!id || !client) return new Map();
    const outcome = productOrNotFound(await fetchTestById(id, client));
    return new Map([[id, loadableOf(outcome)]]);
  },
  // The comparison's packages (product §7 `GET /tests/{id}` each), keyed as Comparison keys them.
  'lab-package-compare': async ({ testIds, apiBase }, options) => {
    await loadPackageCompareBody();
    const { ids } = comparedIds(typeof testIds === 'string' ? testIds.split(',') : []);
    const client = serverClient(apiBase, options);
    if (ids.length < 2 || !client) return new Map();
    const outcome = await readComparedPackages(ids, async (id) => productOrNotFound(await fetchTestById(id, client)));
    return new Map([[comparisonReadKey(ids), loadableOf(outcome)]]);
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
