import anaemia from '../../../images/category-anaemia.svg';
import diabetes from '../../../images/category-diabetes.svg';
import fever from '../../../images/category-fever.svg';
import fullBody from '../../../images/category-full-body.svg';
import thyroid from '../../../images/category-thyroid.svg';
import vitamins from '../../../images/category-vitamins.svg';
import type { DescribedId, SampleCategory } from './homeSampleTypes';

/**
 * Product §3 home sample data: the 'Less Price & More Tests' categories, apart from the rest so the
 * first screen's chunk carries only these. `tab` is the reference API's 'lessPrice' tab name
 * (demo/api/seed/tabs.ts), so a category link selects a real tab on the checkups screen; the
 * words shown are catalogue keys.
 */
/** A category whose words load with Home's first screen (`homeCategories.<id>.*`). */
const category = (_id: DescribedId<'homeCategories'>, tab: string, imagePath: string): SampleCategory => ({
  _id,
  tab,
  imagePath,
  name: `homeCategories.${_id}.name` as const,
  description: `homeCategories.${_id}.description` as const,
});

/** A category shown only below the first screen, whose words load with the rest (`homeSamples.<id>.*`). */
const laterCategory = (_id: DescribedId<'homeSamples'>, tab: string, imagePath: string): SampleCategory => ({
  _id,
  tab,
  imagePath,
  name: `homeSamples.${_id}.name` as const,
  description: `homeSamples.${_id}.description` as const,
});

export const categories: SampleCategory[] = [
  category('c1', 'Full Body Checkup', fullBody),
  category('c2', 'Diabetes', diabetes),
  category('c3', 'Thyroid', thyroid),
  category('c4', 'Vitamins', vitamins),
  laterCategory('c5', 'Fever', fever),
  laterCategory('c6', 'Anaemia', anaemia),
];
