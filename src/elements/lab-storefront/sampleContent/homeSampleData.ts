import adCustomPackage from '../../../images/ad-custom-package.svg';
import adFamily from '../../../images/ad-family.svg';
import adSingleTests from '../../../images/ad-single-tests.svg';
import bannerFullBody from '../../../images/banner-full-body.svg';
import bannerReports from '../../../images/banner-reports.svg';
import bannerSeniors from '../../../images/banner-seniors.svg';
import type { BannerId, DescribedId, SampleBanner, SamplePackage } from './homeSampleTypes';

/**
 * Product §3: the home page's built-in sample data (Home makes no server call); the categories are
 * in homeCategories.ts. Images are the pictures of `src/images/`, inlined by the build
 * (build/inlineImages.ts). The words are catalogue keys
 * (texts/en/homeSamples.ts, `sample.<id>.<field>`), and every offer a banner or ad makes is
 * one the spec or this data gives.
 */

/** Product §2: the Special Offers block's static card (103 tests, ₹999 against ₹2,299). */
export const specialOffer = { tests: 103, price: 999, originalPrice: 2299 };

const pkg = (
  _id: DescribedId<'homeSamples'>, category: string, price: number, originalPrice: number, count?: number,
): SamplePackage => ({
  _id,
  name: `homeSamples.${_id}.name` as const,
  category,
  description: `homeSamples.${_id}.description` as const,
  price,
  originalPrice,
  ...(count === undefined ? {} : { count }),
});

export const vitalOrgans: SamplePackage[] = [
  pkg('v1', 'Heart', 1799, 2999),
  pkg('v2', 'Liver', 1299, 2199),
  pkg('v3', 'Kidney', 1199, 1999),
];

export const womenCare: SamplePackage[] = [
  pkg('w1', 'Women Wellness', 1999, 3499),
  pkg('w2', 'PCOD / PCOS', 2499, 3999),
  pkg('w3', 'Pregnancy', 1499, 2499),
];

export const menCare: SamplePackage[] = [
  pkg('m1', 'Men Wellness', 1899, 3299),
  pkg('m2', 'Senior Men', 2699, 4499),
  pkg('m3', 'Male Hormones', 2199, 3599),
];

export const lifestyle: SamplePackage[] = [
  pkg('l1', 'Fitness', 1599, 2699),
  pkg('l2', 'Smokers', 1699, 2899),
  pkg('l3', 'Stress & Sleep', 1899, 3199),
];

const seniorCare = pkg('s1', 'Special Care Packages', 2999, 5499, 92);

/** Product §9: special care prices 2999, 4999 and 3999. */
export const specialCare: SamplePackage[] = [
  seniorCare,
  pkg('s2', 'Special Care Packages', 4999, 8999),
  pkg('s3', 'Special Care Packages', 3999, 6999),
];

/** Product §9: single tests from 199 to 549, each with how many parameters it reports. */
export const singleTest: SamplePackage[] = [
  { ...pkg('t1', 'Single Test', 199, 399), totalTests: 24 },
  { ...pkg('t2', 'Single Test', 349, 599), totalTests: 3 },
  { ...pkg('t3', 'Single Test', 399, 699), totalTests: 3 },
  { ...pkg('t4', 'Single Test', 449, 799), totalTests: 8 },
  { ...pkg('t5', 'Single Test', 549, 1199), totalTests: 1 },
];

const banner = (
  _id: BannerId, imageUrl: string, tone: SampleBanner['tone'], values: Pick<SampleBanner, 'price' | 'count'> = {},
): SampleBanner => ({
  _id,
  name: `homeSamples.${_id}.name` as const,
  eyebrow: `homeSamples.${_id}.eyebrow` as const,
  text: `homeSamples.${_id}.text` as const,
  action: `homeSamples.${_id}.action` as const,
  imageUrl,
  tone,
  ...values,
});

export const banners: SampleBanner[] = [
  banner('b1', bannerFullBody, 'dark', { price: specialOffer.price, count: specialOffer.tests }),
  banner('b2', bannerReports, 'light'),
  banner('b3', bannerSeniors, 'dark', { price: seniorCare.price, count: seniorCare.count }),
];

export const ads: SampleBanner[] = [
  banner('a1', adCustomPackage, 'dark'),
  banner('a2', adFamily, 'light'),
  banner('a3', adSingleTests, 'light', { price: Math.min(...singleTest.map((test) => test.price)) }),
];
