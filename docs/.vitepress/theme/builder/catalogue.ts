/**
 * The builder's reads of the lab's catalogue, through the API the builder's `api-base` names
 * (else this site's origin, where `npm start` serves the API beside the site).
 */

/** A test as the builder shows it: the fields of a search suggestion (product §3). */
export interface CatalogueTest {
  _id: string;
  name: string;
  category: string;
  price: number;
}

export function isCatalogueTest(value: unknown): value is CatalogueTest {
  const item = value as Partial<CatalogueTest> | null;
  return typeof item?._id === 'string' && typeof item.name === 'string' && typeof item.category === 'string' && typeof item.price === 'number';
}

/** An API path (`api/v1/…`) under the API address, or under this site's origin without one. */
export function catalogueUrl(apiBase: string, path: string): URL {
  return new URL(path, (apiBase || window.location.origin).replace(/\/?$/, '/'));
}

/**
 * The test the builder starts with, so that a manager sees a real card and copies a working
 * snippet at once: the catalogue's featured package, the first of its 'Exclusive' category
 * (product §7 `GET /tests/category/Exclusive`), the offer the store's Offers link opens. Undefined
 * when the API cannot be read within 5 s: the builder then starts with no test.
 */
export async function featuredTest(apiBase: string): Promise<CatalogueTest | undefined> {
  try {
    const response = await fetch(catalogueUrl(apiBase, 'api/v1/tests/category/Exclusive'), { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { data?: unknown };
    return Array.isArray(body.data) ? body.data.find(isCatalogueTest) : undefined;
  } catch {
    return undefined;
  }
}
