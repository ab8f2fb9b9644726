import { fetchSelectedTests, fetchTestsByCategory } from '../../../../api/catalogue';
import type { ListingSource } from '../../../../router/storeScreens';

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
