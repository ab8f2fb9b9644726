import type { DescribedId, SampleCategory } from './homeSampleTypes';

/**
 * Spec §3 home sample data: the 'Less Price & More Tests' categories, apart from the rest so the
 * first screen's chunk carries only these. `tab` is the reference API's 'lessPrice' tab name
 * (demo/api/seed/tabs.ts), so a category link selects a real tab on the checkups screen; the
 * words shown are catalogue keys.
 */
const category = (_id: DescribedId, tab: string, imagePath: string): SampleCategory => ({
  _id,
  tab,
  imagePath,
  name: `sample.${_id}.name` as const,
  description: `sample.${_id}.description` as const,
});

export const categories: SampleCategory[] = [
  category('c1', 'Full Body Checkup', 'category-full-body.svg'),
  category('c2', 'Diabetes', 'category-diabetes.svg'),
  category('c3', 'Thyroid', 'category-thyroid.svg'),
  category('c4', 'Vitamins', 'category-vitamins.svg'),
  category('c5', 'Fever', 'category-fever.svg'),
  category('c6', 'Anaemia', 'category-anaemia.svg'),
];
