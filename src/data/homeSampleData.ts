import type { SampleBanner, SamplePackage } from './homeSampleTypes';

/**
 * Spec §3: the home page's built-in sample data (Home makes no server call); the categories are
 * in homeCategories.ts. Image paths name files in `public/images/`.
 */
export const banners: SampleBanner[] = [
  { _id: 'b1', name: 'Full Body Checkup with 85 tests at ₹1,499, home sample collection free', imageUrl: 'banner-full-body.svg' },
  { _id: 'b2', name: 'Reports in 24 hours on WhatsApp and e-mail', imageUrl: 'banner-reports.svg' },
  { _id: 'b3', name: 'Senior Citizen Care: extra 10% off for those above 60 years', imageUrl: 'banner-seniors.svg' },
];

const pkg = (
  _id: string, name: string, category: string, description: string, price: number, originalPrice: number,
): SamplePackage => ({ _id, name, category, description, price, originalPrice });

export const vitalOrgans: SamplePackage[] = [
  pkg('v1', 'Heart Health Checkup', 'Heart', 'Lipid profile, hs-CRP and ECG', 1799, 2999),
  pkg('v2', 'Liver Function Package', 'Liver', 'LFT with GGT and hepatitis B screen', 1299, 2199),
  pkg('v3', 'Kidney Care Package', 'Kidney', 'KFT, urine routine and electrolytes', 1199, 1999),
];

export const womenCare: SamplePackage[] = [
  pkg('w1', 'Women Wellness Checkup', 'Women Wellness', 'Thyroid, iron, vitamin D and calcium', 1999, 3499),
  pkg('w2', 'PCOD / PCOS Panel', 'PCOD / PCOS', 'LH, FSH, prolactin and testosterone', 2499, 3999),
  pkg('w3', 'Pregnancy Care Profile', 'Pregnancy', 'CBC, blood group, TSH and glucose', 1499, 2499),
];

export const menCare: SamplePackage[] = [
  pkg('m1', 'Men Wellness Checkup', 'Men Wellness', 'Heart, liver, kidney and sugar markers', 1899, 3299),
  pkg('m2', 'Senior Men Care', 'Senior Men', 'PSA, HbA1c, lipid and kidney profile', 2699, 4499),
  pkg('m3', 'Male Hormone Panel', 'Male Hormones', 'Testosterone, LH, FSH and prolactin', 2199, 3599),
];

export const lifestyle: SamplePackage[] = [
  pkg('l1', 'Fitness Profile', 'Fitness', 'Protein, vitamin D, B12 and CK', 1599, 2699),
  pkg('l2', 'Smokers Health Check', 'Smokers', 'CBC, lipid profile and lung markers', 1699, 2899),
  pkg('l3', 'Stress & Sleep Panel', 'Stress & Sleep', 'Cortisol, thyroid and vitamin D', 1899, 3199),
];

/** Spec §9: special care prices 2999, 4999 and 3999. */
export const specialCare: SamplePackage[] = [
  pkg('s1', 'Senior Citizen Care', 'Special Care Packages', '92 tests for parents over 60', 2999, 5499),
  pkg('s2', 'Cancer Screening Advanced', 'Special Care Packages', 'Tumour markers with CBC and LFT', 4999, 8999),
  pkg('s3', 'Diabetes Care Plus', 'Special Care Packages', 'HbA1c, kidney and eye-risk markers', 3999, 6999),
];

/** Spec §9: single tests from 199 to 549, each with how many parameters it reports. */
export const singleTest: SamplePackage[] = [
  { ...pkg('t1', 'Complete Blood Count (CBC)', 'Single Test', 'Haemoglobin, RBC, WBC and platelets', 199, 399), totalTests: 24 },
  { ...pkg('t2', 'HbA1c', 'Single Test', 'Three-month average blood sugar', 349, 599), totalTests: 3 },
  { ...pkg('t3', 'Thyroid Profile (T3, T4, TSH)', 'Single Test', 'Screens for an under- or overactive thyroid', 399, 699), totalTests: 3 },
  { ...pkg('t4', 'Lipid Profile', 'Single Test', 'Cholesterol, triglycerides, HDL and LDL', 449, 799), totalTests: 8 },
  { ...pkg('t5', 'Vitamin D (25-OH)', 'Single Test', 'Bone health and immunity marker', 549, 1199), totalTests: 1 },
];

export const ads: SampleBanner[] = [
  { _id: 'a1', name: 'Make your own package: Get 25% OFF on every custom package', imageUrl: 'ad-custom-package.svg' },
  { _id: 'a2', name: 'Family health week: Save up to 35% on packages for four', imageUrl: 'ad-family.svg' },
  { _id: 'a3', name: 'Free doctor consultation on your reports with every full body checkup', imageUrl: 'ad-consultation.svg' },
];
