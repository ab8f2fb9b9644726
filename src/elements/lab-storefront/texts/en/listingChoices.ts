/** Texts of a listing's sort and filter (beyond product §2: docs/reference/product.md, beyond the spec). */
export const listingChoices = {
  'listingChoices.group': 'Sort and filter',
  'listingChoices.sortBy': 'Sort by',
  'listingChoices.sort.catalogue': 'Recommended',
  'listingChoices.sort.priceAscending': 'Price: low to high',
  'listingChoices.sort.priceDescending': 'Price: high to low',
  'listingChoices.noFasting': 'No fasting needed',
  'listingChoices.countNoFasting.one': '{count} test needs no fasting',
  'listingChoices.countNoFasting.other': '{count} tests need no fasting',
  'listingChoices.sorted.priceAscending': '{list}, lowest price first',
  'listingChoices.sorted.priceDescending': '{list}, highest price first',
  'listingChoices.emptyNoFasting': 'Every test in this list needs fasting.',
  'listingChoices.showAll': 'Show all tests',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    listingChoices: typeof listingChoices;
  }
}
