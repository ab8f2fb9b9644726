/** Texts of `lab-package-compare` shown before the comparison's own code has arrived. */
export const packageCompare = {
  'packageCompare.loading': 'Loading the comparison…',
  'packageCompare.unavailable': 'This comparison could not be shown. Reloading the page usually fixes it.',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    packageCompare: typeof packageCompare;
  }
}
