import { fetchSelectedTests, fetchTestsByCategory } from '../../api/catalogue';
import type { ApiOutcome } from '../../api/callApi';
import type { LabTest, TestSelection } from '../../api/types';
import { readTestDetails } from '../testDetails';

/**
 * The catalogue's rules over its reads (spec §2, §7), as actions the screens hand to
 * `useLoadable`. A listing is one of three sources.
 */
export type ListingSource =
  | { kind: 'category'; name: string }
  | { kind: 'selection'; selection: TestSelection };

/** What a listing is called in analytics: its category or selection, the same in every language. */
export function listingName(source: ListingSource): string {
  return source.kind === 'category' ? source.name : source.selection;
}

export function loadListing(source: ListingSource) {
  return source.kind === 'category'
    ? fetchTestsByCategory(source.name)
    : fetchSelectedTests(source.selection);
}

/**
 * Spec §8 'Product not found': the server's 404 is an answer (`null`), not a failure. A product
 * already read this visit (an item of the cart) is not asked for again.
 */
export async function loadProduct(id: string): Promise<ApiOutcome<LabTest | null>> {
  const outcome = await readTestDetails(id);
  if (!outcome.ok && outcome.status === 404) return { ok: true, value: null };
  return outcome;
}

/** How many tests a package includes: the sum over its groups; a lone test counts as one. */
export function includedTestCount(test: LabTest): number {
  const total = test.includedTests.reduce((sum, group) => sum + group.tests.length, 0);
  return Math.max(total, 1);
}
