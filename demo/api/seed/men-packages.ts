import type { SeedTest } from './catalogue-types';
import {
  androgens, completeBloodCount, diabetesScreen, kidneyFunction, lipidProfile, liverFunction,
  thyroidProfile, urineRoutine, vitaminB12, vitaminD,
} from './parameters';

const psa = { category: 'Cancer Screening', tests: ['PSA Total'] };

/** The tabs of 'Men Care Health Packages'. */
export const menPackages: SeedTest[] = [
  {
    id: 'men-wellness-basic', name: 'Men Wellness Basic', category: 'Men Wellness',
    description: 'Blood count, sugar, cholesterol, liver and kidney: the yearly basics for working men.',
    price: 1199, originalPrice: 2600, image: 'men', sampleType: 'Blood', fastingRequired: true,
    reportTime: '24 hours', includedTests: [completeBloodCount, diabetesScreen, lipidProfile, liverFunction, kidneyFunction],
    synonyms: ['men health', 'male checkup'],
  },
  {
    id: 'men-wellness-advanced', name: 'Men Wellness Advanced', category: 'Men Wellness',
    description: 'The basic panel plus thyroid, vitamins D and B12, testosterone and urine.',
    price: 2499, originalPrice: 5200, image: 'men', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '48 hours',
    includedTests: [completeBloodCount, diabetesScreen, lipidProfile, liverFunction, kidneyFunction, thyroidProfile, vitaminD, vitaminB12, { category: 'Hormone', tests: ['Total Testosterone'] }, urineRoutine],
    synonyms: ['men health', 'male full body'],
  },
  {
    id: 'men-corporate-checkup', name: 'Corporate Health Checkup', category: 'Men Wellness',
    description: 'Quick panel for desk jobs: sugar, cholesterol, liver enzymes, uric acid and vitamin D.',
    price: 899, originalPrice: 1900, image: 'men', fastingRequired: true,
    includedTests: [diabetesScreen, lipidProfile, { category: 'Liver Function', tests: ['SGOT (AST)', 'SGPT (ALT)'] }, { category: 'Kidney Function', tests: ['Uric Acid'] }, vitaminD],
    synonyms: ['office', 'corporate', 'employee'],
  },
  {
    id: 'senior-men-basic', name: 'Senior Men Health Checkup', category: 'Senior Men',
    description: 'For men over 50: prostate PSA, sugar, heart, kidney and thyroid in one home visit.',
    price: 2199, originalPrice: 4500, image: 'men', sampleType: 'Blood & Urine', fastingRequired: true,
    reportTime: '48 hours', includedTests: [completeBloodCount, psa, diabetesScreen, lipidProfile, kidneyFunction, thyroidProfile, urineRoutine],
    synonyms: ['father checkup', 'elderly men', 'prostate'],
  },
  {
    id: 'psa-total', name: 'PSA Total (Prostate Screening)', category: 'Senior Men',
    description: 'Prostate specific antigen, advised yearly after 50 to screen for prostate enlargement and cancer.',
    price: 699, originalPrice: 1100, image: 'men', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [psa], synonyms: ['psa', 'prostate'],
  },
  {
    id: 'senior-men-advanced', name: 'Senior Men Advanced Checkup', category: 'Senior Men',
    description: 'Adds free PSA, vitamins, electrolytes, cardiac risk markers and liver function to the senior checkup.',
    price: 3999, originalPrice: 7900, image: 'men', sampleType: 'Blood & Urine', fastingRequired: true,
    includedTests: [completeBloodCount, { category: 'Cancer Screening', tests: ['PSA Total', 'PSA Free', 'Free / Total PSA Ratio'] }, diabetesScreen, lipidProfile, liverFunction, kidneyFunction, thyroidProfile, vitaminD, vitaminB12, urineRoutine],
    synonyms: ['prostate', 'elderly men'],
  },
  {
    id: 'semen-analysis', name: 'Semen Analysis', category: 'Male Fertility',
    description: 'Sperm count, motility and morphology. The first test when a couple is trying to conceive. Sample given at the centre.',
    price: 699, originalPrice: 1200, image: 'men', sampleType: 'Semen', fastingRequired: false,
    reportTime: 'Same day', includedTests: [{ category: 'Fertility', tests: ['Volume', 'Sperm Count', 'Motility', 'Morphology', 'Vitality', 'Semen Pus Cells'] }],
    synonyms: ['sperm count', 'fertility', 'infertility'],
  },
  {
    id: 'male-fertility-hormones', name: 'Male Fertility Hormone Panel', category: 'Male Fertility',
    description: 'FSH, LH, prolactin and testosterone: the hormone side of a male fertility work-up.',
    price: 1599, originalPrice: 2900, image: 'hormone', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours',
    includedTests: [{ category: 'Hormone', tests: ['FSH (Follicle Stimulating Hormone)', 'LH (Luteinising Hormone)', 'Prolactin', 'Total Testosterone'] }],
    synonyms: ['fertility', 'fsh', 'lh'],
  },
  {
    id: 'male-fertility-complete', name: 'Complete Male Fertility Package', category: 'Male Fertility',
    description: 'Semen analysis with the hormone panel, thyroid and sugar, in one booking.',
    price: 2199, originalPrice: 4000, image: 'men', fastingRequired: true,
    includedTests: [{ category: 'Fertility', tests: ['Semen Analysis'] }, { category: 'Hormone', tests: ['FSH (Follicle Stimulating Hormone)', 'LH (Luteinising Hormone)', 'Prolactin', 'Total Testosterone'] }, { category: 'Thyroid', tests: ['TSH (Thyroid Stimulating Hormone)'] }, { category: 'Diabetes', tests: ['Fasting Blood Sugar (FBS)'] }],
    synonyms: ['fertility', 'infertility'],
  },
  {
    id: 'testosterone-total', name: 'Testosterone Total', category: 'Male Hormones',
    description: 'Main male hormone, for low energy, low libido, loss of muscle or poor fertility. Best drawn before 10 am.',
    price: 549, originalPrice: 900, image: 'hormone', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Hormone', tests: ['Total Testosterone'] }], synonyms: ['testosterone', 'low t', 'libido'],
  },
  {
    id: 'male-hormone-panel', name: 'Male Hormone Panel', category: 'Male Hormones',
    description: 'Total and free testosterone, DHEA-S and SHBG for a full picture of androgen levels.',
    price: 1999, originalPrice: 3500, image: 'hormone', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours', includedTests: [androgens], synonyms: ['testosterone', 'androgen', 'shbg'],
  },
  {
    id: 'men-vitality-panel', name: 'Men Vitality Panel', category: 'Male Hormones',
    description: 'Testosterone with thyroid, vitamin D, B12 and sugar: the common causes of tiredness in men.',
    price: 1799, originalPrice: 3400, image: 'men', sampleType: 'Serum', fastingRequired: true,
    includedTests: [{ category: 'Hormone', tests: ['Total Testosterone'] }, thyroidProfile, vitaminD, vitaminB12, { category: 'Diabetes', tests: ['Fasting Blood Sugar (FBS)'] }],
    synonyms: ['tiredness', 'fatigue', 'energy'],
  },
  {
    id: 'estradiol-men', name: 'Estradiol (E2) for Men', category: 'Male Hormones',
    description: 'Estrogen level in men, checked with gynaecomastia or during testosterone therapy.',
    price: 799, originalPrice: 1200, image: 'hormone', fastingRequired: false,
    includedTests: [{ category: 'Hormone', tests: ['Estradiol (E2)'] }], synonyms: ['estradiol', 'e2'],
  },
];
