/**
 * Visible texts of Home's sample categories ('Less Price & More Tests', spec §2 and §3): the
 * keys src/data/homeCategories.ts holds for the 4 that Home shows (the others' are in
 * homeSamples), apart so the first screen carries only these.
 */
export const homeCategories = {
  'sample.c1.name': 'Full Body Checkup',
  'sample.c1.description': 'Head-to-toe screening in one visit',
  'sample.c2.name': 'Diabetes',
  'sample.c2.description': 'HbA1c, fasting sugar and more',
  'sample.c3.name': 'Thyroid',
  'sample.c3.description': 'T3, T4, TSH and antibodies',
  'sample.c4.name': 'Vitamins',
  'sample.c4.description': 'Vitamin D, B12 and iron studies',
} as const;
