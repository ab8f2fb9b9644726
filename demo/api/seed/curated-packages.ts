import type { SeedTest } from './catalogue-types';
import {
  boneHealth, cardiacRisk, completeBloodCount, diabetesScreen, electrolytes, esr, fastingSugar,
  freeThyroidProfile, ironStudies, kidneyFunction, lipidProfile, liverFunction, thyroidProfile,
  urineRoutine, vitaminB12, vitaminD,
} from './parameters';

const specialCare = 'Special Care Packages' as const;

/** The 'Exclusive' category and the 'Special Care Packages' selection. */
export const curatedPackages: SeedTest[] = [
  {
    id: 'exclusive-full-body-special', name: 'Full Body Checkup + 1 Special Profile FREE', category: 'Exclusive',
    description: 'Our most booked package: 103 parameters across every organ, with a free vitamin or thyroid profile of your choice.',
    price: 999, originalPrice: 2299, image: 'full-body', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '24 hours', includedTests: [completeBloodCount, diabetesScreen, thyroidProfile, lipidProfile, liverFunction, kidneyFunction, urineRoutine],
    synonyms: ['full body', 'offer', 'free profile'],
  },
  {
    id: 'exclusive-couple-checkup', name: 'Couple Health Checkup (2 persons)', category: 'Exclusive',
    description: 'Two full body checkups at one home visit, for partners or parents.',
    price: 1799, originalPrice: 4600, image: 'full-body', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '24 hours', includedTests: [completeBloodCount, fastingSugar, thyroidProfile, lipidProfile, liverFunction, kidneyFunction, urineRoutine],
    synonyms: ['couple', 'family', 'two persons'],
  },
  {
    id: 'exclusive-diabetes-heart', name: 'Diabetes & Heart Combo', category: 'Exclusive',
    description: 'Sugar control and heart risk together, because each raises the risk of the other.',
    price: 1299, originalPrice: 3100, image: 'heart', sampleType: 'Serum', fastingRequired: true,
    includedTests: [diabetesScreen, lipidProfile, { category: 'Cardiac Risk Markers', tests: ['hs-CRP (High Sensitivity C-Reactive Protein)'] }, kidneyFunction],
    synonyms: ['sugar', 'heart', 'combo'],
  },
  {
    id: 'exclusive-vitamin-thyroid', name: 'Thyroid + Vitamin D + B12 Combo', category: 'Exclusive',
    description: 'The three most common hidden causes of tiredness in one sample, at a combo price.',
    price: 1199, originalPrice: 2700, image: 'thyroid', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours', includedTests: [thyroidProfile, vitaminD, vitaminB12], synonyms: ['thyroid', 'vitamin', 'combo'],
  },
  {
    id: 'exclusive-family-pack', name: 'Family Health Pack (4 persons)', category: 'Exclusive',
    description: 'Basic checkups for a family of four, collected together at home.',
    price: 3499, originalPrice: 8400, image: 'full-body', fastingRequired: true,
    includedTests: [completeBloodCount, fastingSugar, lipidProfile, { category: 'Thyroid', tests: ['TSH (Thyroid Stimulating Hormone)'] }, urineRoutine],
    synonyms: ['family', 'four persons'],
  },
  {
    id: 'exclusive-monsoon-fever', name: 'Monsoon Fever Shield', category: 'Exclusive',
    description: 'Dengue, malaria, typhoid and blood count for the rainy season, with same-day reports.',
    price: 1399, originalPrice: 2900, image: 'fever', sampleType: 'Blood', fastingRequired: false,
    reportTime: 'Same day',
    includedTests: [completeBloodCount, esr, { category: 'Infectious Disease', tests: ['Dengue NS1 Antigen', 'Malaria Antigen', 'Widal Test'] }],
    synonyms: ['monsoon', 'dengue', 'malaria', 'fever'],
  },
  {
    id: 'special-care-diabetes', name: 'Diabetes Special Care', category: 'Special Care', selection: specialCare,
    description: 'Complete yearly review for diabetics: sugar control, kidneys, eyes-related markers, heart and nerves (B12).',
    price: 2999, originalPrice: 5999, image: 'diabetes', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '48 hours',
    includedTests: [diabetesScreen, kidneyFunction, { category: 'Urine', tests: ['Urine Albumin / Creatinine Ratio'] }, lipidProfile, vitaminB12, urineRoutine],
    synonyms: ['diabetes', 'sugar', 'diabetic care'],
  },
  {
    id: 'special-care-heart', name: 'Heart Special Care', category: 'Special Care', selection: specialCare,
    description: 'Advanced cardiac risk profile with apolipoproteins, Lp(a), homocysteine, sugar and kidney function.',
    price: 4999, originalPrice: 9999, image: 'heart', sampleType: 'Serum', fastingRequired: true,
    reportTime: '48 hours',
    includedTests: [lipidProfile, cardiacRisk, { category: 'Cardiac Risk Markers', tests: ['Homocysteine'] }, diabetesScreen, kidneyFunction, electrolytes],
    synonyms: ['heart', 'cardiac'],
  },
  {
    id: 'special-care-senior', name: 'Senior Citizen Special Care', category: 'Special Care', selection: specialCare,
    description: 'Head-to-toe blood work for parents over 60, with bone, vitamin and prostate or ovarian markers.',
    price: 3999, originalPrice: 7999, image: 'full-body', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '48 hours',
    includedTests: [completeBloodCount, diabetesScreen, freeThyroidProfile, lipidProfile, liverFunction, kidneyFunction, boneHealth, vitaminB12, urineRoutine],
    synonyms: ['senior', 'elderly', 'parents'],
  },
  {
    id: 'special-care-women', name: 'Women Special Care', category: 'Special Care', selection: specialCare,
    description: 'Hormones, thyroid, iron, vitamins and bone health for women at every stage of life.',
    price: 3499, originalPrice: 6999, image: 'women', sampleType: 'Serum', fastingRequired: true,
    includedTests: [completeBloodCount, ironStudies, thyroidProfile, vitaminD, vitaminB12, { category: 'Hormone', tests: ['FSH (Follicle Stimulating Hormone)', 'LH (Luteinising Hormone)', 'Prolactin'] }, boneHealth],
    synonyms: ['women', 'female'],
  },
  {
    id: 'special-care-liver-kidney', name: 'Liver & Kidney Special Care', category: 'Special Care', selection: specialCare,
    description: 'Full liver and kidney panels with electrolytes and hepatitis B screening, for long-term medicine users.',
    price: 2499, originalPrice: 4999, image: 'kidney', fastingRequired: false,
    reportTime: '48 hours', includedTests: [liverFunction, kidneyFunction, electrolytes, { category: 'Infectious Disease', tests: ['HBsAg'] }],
    synonyms: ['lft', 'kft', 'liver', 'kidney'],
  },
  {
    id: 'special-care-cancer-screen', name: 'Cancer Screening Special Care', category: 'Special Care', selection: specialCare,
    description: 'Tumour markers (CEA, AFP, PSA or CA-125) with blood count and ESR. A screen, not a diagnosis: discuss results with a doctor.',
    price: 5999, originalPrice: 11999, image: 'blood', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours',
    includedTests: [{ category: 'Cancer Screening', tests: ['CEA (Carcinoembryonic Antigen)', 'AFP (Alpha Fetoprotein)', 'PSA Total (men)', 'CA-125 (women)'] }, completeBloodCount, esr],
    synonyms: ['cancer', 'tumour markers', 'tumor markers'],
  },
];
