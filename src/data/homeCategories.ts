import type { SampleCategory } from './homeSampleTypes';

/**
 * Spec §3 home sample data: the 'Less Price & More Tests' categories, apart from the rest so the
 * first screen's chunk carries only these. The names are the reference API's 'lessPrice' tabs
 * (demo/api/seed/tabs.ts), so a category link selects a real tab on the checkups screen.
 */
export const categories: SampleCategory[] = [
  { _id: 'c1', name: 'Full Body Checkup', imagePath: 'category-full-body.svg', description: 'Head-to-toe screening in one visit' },
  { _id: 'c2', name: 'Diabetes', imagePath: 'category-diabetes.svg', description: 'HbA1c, fasting sugar and more' },
  { _id: 'c3', name: 'Thyroid', imagePath: 'category-thyroid.svg', description: 'T3, T4, TSH and antibodies' },
  { _id: 'c4', name: 'Vitamins', imagePath: 'category-vitamins.svg', description: 'Vitamin D, B12 and iron studies' },
  { _id: 'c5', name: 'Fever', imagePath: 'category-fever.svg', description: 'Dengue, malaria and typhoid panels' },
  { _id: 'c6', name: 'Anaemia', imagePath: 'category-anaemia.svg', description: 'Haemoglobin, ferritin and folate' },
];
