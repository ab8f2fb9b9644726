/**
 * Visible texts of Home's built-in sample data below the first screen (product §3:
 * sampleContent/homeSampleData.ts holds these keys, not the words; they load with that chunk).
 * Banner and ad words are drawn as text over text-free art, so they translate like any other text.
 */
export const homeSamples = {
  // Categories beyond the 4 that Home shows (product §9).
  'homeSamples.c5.name': 'Fever',
  'homeSamples.c5.description': 'Dengue, malaria and typhoid panels',
  'homeSamples.c6.name': 'Anaemia',
  'homeSamples.c6.description': 'Haemoglobin, ferritin and folate',

  'homeSamples.b1.eyebrow': 'Special offer',
  'homeSamples.b1.name': 'Full Body Checkup',
  'homeSamples.b1.text': '{count} tests at {price} + 1 Special Profile Test FREE',
  'homeSamples.b1.action': 'Book now',
  'homeSamples.b2.eyebrow': 'Fast and paperless',
  'homeSamples.b2.name': 'Reports in 24 hours',
  'homeSamples.b2.text': 'On WhatsApp and e-mail',
  'homeSamples.b2.action': 'See tests',
  'homeSamples.b3.eyebrow': 'For your parents',
  'homeSamples.b3.name': 'Senior Citizen Care',
  'homeSamples.b3.text': '{count} tests for parents over 60, at {price}',
  'homeSamples.b3.action': 'Explore',

  'homeSamples.v1.name': 'Heart Health Checkup',
  'homeSamples.v1.description': 'Lipid profile, hs-CRP and ECG',
  'homeSamples.v2.name': 'Liver Function Package',
  'homeSamples.v2.description': 'LFT with GGT and hepatitis B screen',
  'homeSamples.v3.name': 'Kidney Care Package',
  'homeSamples.v3.description': 'KFT, urine routine and electrolytes',
  'homeSamples.w1.name': 'Women Wellness Checkup',
  'homeSamples.w1.description': 'Thyroid, iron, vitamin D and calcium',
  'homeSamples.w2.name': 'PCOD / PCOS Panel',
  'homeSamples.w2.description': 'LH, FSH, prolactin and testosterone',
  'homeSamples.w3.name': 'Pregnancy Care Profile',
  'homeSamples.w3.description': 'CBC, blood group, TSH and glucose',
  'homeSamples.m1.name': 'Men Wellness Checkup',
  'homeSamples.m1.description': 'Heart, liver, kidney and sugar markers',
  'homeSamples.m2.name': 'Senior Men Care',
  'homeSamples.m2.description': 'PSA, HbA1c, lipid and kidney profile',
  'homeSamples.m3.name': 'Male Hormone Panel',
  'homeSamples.m3.description': 'Testosterone, LH, FSH and prolactin',
  'homeSamples.l1.name': 'Fitness Profile',
  'homeSamples.l1.description': 'Protein, vitamin D, B12 and CK',
  'homeSamples.l2.name': 'Smokers Health Check',
  'homeSamples.l2.description': 'CBC, lipid profile and lung markers',
  'homeSamples.l3.name': 'Stress & Sleep Panel',
  'homeSamples.l3.description': 'Cortisol, thyroid and vitamin D',
  'homeSamples.s1.name': 'Senior Citizen Care',
  'homeSamples.s1.description': '{count} tests for parents over 60',
  'homeSamples.s2.name': 'Cancer Screening Advanced',
  'homeSamples.s2.description': 'Tumour markers with CBC and LFT',
  'homeSamples.s3.name': 'Diabetes Care Plus',
  'homeSamples.s3.description': 'HbA1c, kidney and eye-risk markers',
  'homeSamples.t1.name': 'Complete Blood Count (CBC)',
  'homeSamples.t1.description': 'Haemoglobin, RBC, WBC and platelets',
  'homeSamples.t2.name': 'HbA1c',
  'homeSamples.t2.description': 'Three-month average blood sugar',
  'homeSamples.t3.name': 'Thyroid Profile (T3, T4, TSH)',
  'homeSamples.t3.description': 'Screens for an under- or overactive thyroid',
  'homeSamples.t4.name': 'Lipid Profile',
  'homeSamples.t4.description': 'Cholesterol, triglycerides, HDL and LDL',
  'homeSamples.t5.name': 'Vitamin D (25-OH)',
  'homeSamples.t5.description': 'Bone health and immunity marker',

  'homeSamples.a1.eyebrow': 'Make your own package',
  'homeSamples.a1.name': 'Get 25% OFF',
  'homeSamples.a1.text': 'Pick only the tests you need',
  'homeSamples.a1.action': 'Start now',
  'homeSamples.a2.eyebrow': 'Health checkup offers',
  'homeSamples.a2.name': 'Save up to 35%',
  'homeSamples.a2.text': 'On our most booked checkups',
  'homeSamples.a2.action': 'View offers',
  'homeSamples.a3.eyebrow': 'Single tests',
  'homeSamples.a3.name': 'From {price}',
  'homeSamples.a3.text': 'CBC, HbA1c, thyroid, lipid and vitamin D',
  'homeSamples.a3.action': 'See tests',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    homeSamples: typeof homeSamples;
  }
}
