import type { TabGroup } from './catalogue-types';

/**
 * The tabs of each tabbed screen, in display order. Each name is a test category, so a tab lists
 * `GET /tests/category/:name`. The home page shows the first four 'lessPrice' tabs.
 */
export const tabsByGroup: Record<TabGroup, string[]> = {
  lessPrice: ['Full Body Checkup', 'Diabetes', 'Thyroid', 'Vitamins', 'Fever', 'Anaemia', 'Allergy'],
  women: ['Women Wellness', 'PCOD / PCOS', 'Pregnancy', 'Senior Women'],
  men: ['Men Wellness', 'Senior Men', 'Male Fertility', 'Male Hormones'],
  organ: ['Heart', 'Liver', 'Kidney', 'Lungs', 'Bones & Joints'],
  lifestyle: ['Fitness', 'Smokers', 'Alcohol Risk', 'Obesity', 'Stress & Sleep'],
};
