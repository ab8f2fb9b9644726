/** Texts of the search box and its suggestions. */
export const search = {
  'search.label': 'Search tests and packages',
  'search.placeholder': 'Search tests, e.g. Thyroid, Vitamin D',
  'search.submit': 'Search',
  'search.suggestions': 'Suggestions',
  'search.results.none': 'No results',
  'search.results.one': '{count} result',
  'search.results.other': '{count} results',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    search: typeof search;
  }
}
