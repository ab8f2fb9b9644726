/** Texts of `lab-package-compare` shown before the comparison's own code has arrived. */
export const comparisonFrame = {
  'comparisonFrame.loading': 'Loading the comparison…',
  'comparisonFrame.unavailable': 'This comparison could not be shown. Reloading the page usually fixes it.',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    comparisonFrame: typeof comparisonFrame;
  }
}
