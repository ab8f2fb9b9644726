import type { LabTest } from '../domain/labTest';

/** How a listing is ordered: as the catalogue sends it (the default), or by selling price. */
export type ListingSort = 'catalogue' | 'priceAscending' | 'priceDescending';

export const LISTING_SORTS: readonly ListingSort[] = ['catalogue', 'priceAscending', 'priceDescending'];

/** What a visitor chose on a listing screen: its order, and whether to hide tests that need fasting. */
export interface ListingChoices {
  sort: ListingSort;
  noFasting: boolean;
}

export const CATALOGUE_ORDER: ListingChoices = { sort: 'catalogue', noFasting: false };

const byPrice: Record<Exclude<ListingSort, 'catalogue'>, (a: LabTest, b: LabTest) => number> = {
  priceAscending: (a, b) => a.price - b.price,
  priceDescending: (a, b) => b.price - a.price,
};

/**
 * The tests a listing shows for the visitor's choices: those needing no fasting (product §3
 * `fastingRequired`) when asked, by selling price when asked. The sort is stable, so tests of one
 * price keep the catalogue's order; the list given is not changed.
 */
export function chooseTests(tests: readonly LabTest[], choices: ListingChoices): LabTest[] {
  const kept = choices.noFasting ? tests.filter((test) => !test.fastingRequired) : [...tests];
  return choices.sort === 'catalogue' ? kept : kept.sort(byPrice[choices.sort]);
}
