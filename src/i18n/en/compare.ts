/** Texts of the package comparison (product §10), shown by the store's dialog and `lab-package-compare`. */
export const compare = {
  'compare.caption': 'Packages side by side: what each one includes',
  'compare.loading': 'Loading the packages to compare…',
  'compare.package': 'Package',
  'compare.price': 'Price',
  'compare.testCount': 'Tests included',
  'compare.addToCart': 'Add to cart',
  'compare.included': 'Included',
  'compare.notIncluded': 'Not included',
  'compare.onlyDifferences': 'Only differences',
  'compare.differences.one': '{count} test is in some of these packages and not in others.',
  'compare.differences.other': '{count} tests are in some of these packages and not in others.',
  'compare.sameTests': 'These packages include the same tests.',
  'compare.notFound': 'Package not found: {id}',
  'compare.tooFew': 'Choose {least} or {most} packages to compare.',
  'compare.tooMany': 'Up to {most} packages can be compared at once: the first {most} are shown.',
} as const;

declare module './index' {
  interface EnglishAreas {
    compare: typeof compare;
  }
}
