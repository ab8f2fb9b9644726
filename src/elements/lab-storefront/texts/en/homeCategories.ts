/**
 * Visible texts of Home's sample categories ('Less Price & More Tests', product §2 and §3): the
 * keys sampleContent/homeCategories.ts holds for the 4 that Home shows (the others' are in
 * homeSamples), apart so the first screen carries only these.
 */
export const homeCategories = {
  'homeCategories.c1.name': 'Full Body Checkup',
  'homeCategories.c1.description': 'Head-to-toe screening in one visit',
  'homeCategories.c2.name': 'Diabetes',
  'homeCategories.c2.description': 'HbA1c, fasting sugar and more',
  'homeCategories.c3.name': 'Thyroid',
  'homeCategories.c3.description': 'T3, T4, TSH and antibodies',
  'homeCategories.c4.name': 'Vitamins',
  'homeCategories.c4.description': 'Vitamin D, B12 and iron studies',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    homeCategories: typeof homeCategories;
  }
}
