import type { SeedTest } from './catalogue-types';
import { anaemiaAndAllergyPackages } from './anaemia-allergy-packages';
import { curatedPackages } from './curated-packages';
import { lessPricePackages } from './less-price-packages';
import { lifestylePackages } from './lifestyle-packages';
import { menPackages } from './men-packages';
import { organPackages } from './organ-packages';
import { singleTests } from './single-tests';
import { womenPackages } from './women-packages';

/** Every test and package of the seed, in display order within each category. */
export const seedCatalogue: SeedTest[] = [
  ...curatedPackages,
  ...lessPricePackages,
  ...anaemiaAndAllergyPackages,
  ...singleTests,
  ...womenPackages,
  ...menPackages,
  ...organPackages,
  ...lifestylePackages,
];
