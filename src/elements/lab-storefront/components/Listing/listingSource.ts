import { fetchSelectedTests, fetchTestsByCategory } from '../../../../api/catalogue';
import type { TestSelection } from '../../../../domain/labTest';

/** Where a listing's tests come from (spec §2, §7): a category, or a selection. */
export type ListingSource =
  | { kind: 'category'; name: string }
  | { kind: 'selection'; selection: TestSelection };

/** What a listing is called in analytics: its category or selection, the same in every language. */
export function listingName(source: ListingSource): string {
  return source.kind === 'category' ? source.name : source.selection;
}

/** The listing's read, which the screen hands to `useLoadable`. */
export function loadListing(source: ListingSource) {
  return source.kind === 'category'
    ? fetchTestsByCategory(source.name)
    : fetchSelectedTests(source.selection);
}
