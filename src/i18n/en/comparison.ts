/** Texts of the package comparison (product §10), shown by the store's dialog and `lab-package-compare`. */
export const comparison = {
  'comparison.caption': 'Packages side by side: what each one includes',
  'comparison.loading': 'Loading the packages to compare…',
  'comparison.package': 'Package',
  'comparison.price': 'Price',
  'comparison.testCount': 'Tests included',
  'comparison.addToCart': 'Add to cart',
  'comparison.included': 'Included',
  'comparison.notIncluded': 'Not included',
  'comparison.onlyDifferences': 'Only differences',
  'comparison.differences.one': '{count} test is in some of these packages and not in others.',
  'comparison.differences.other': '{count} tests are in some of these packages and not in others.',
  'comparison.sameTests': 'These packages include the same tests.',
  'comparison.notFound': 'Package not found: {id}',
  'comparison.tooFew': 'Choose {least} or {most} packages to compare.',
  'comparison.tooMany': 'Up to {most} packages can be compared at once: the first {most} are shown.',
} as const;

declare module './index' {
  interface EnglishAreas {
    comparison: typeof comparison;
  }
}
