import anaemia from '../images/category-anaemia.svg';
import diabetes from '../images/category-diabetes.svg';
import fever from '../images/category-fever.svg';
import fullBody from '../images/category-full-body.svg';
import thyroid from '../images/category-thyroid.svg';
import vitamins from '../images/category-vitamins.svg';
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
  category('c1', 'Full Body Checkup', fullBody),
  category('c2', 'Diabetes', diabetes),
  category('c3', 'Thyroid', thyroid),
  category('c4', 'Vitamins', vitamins),
  category('c5', 'Fever', fever),
  category('c6', 'Anaemia', anaemia),
];
