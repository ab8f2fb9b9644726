import type { SeedTest } from './catalogue-types';
import {
  completeBloodCount, esr, ironStudies, kidneyFunction, lipidProfile, liverFunction,
  thyroidProfile, urineRoutine, vitaminB12, vitaminD,
} from './parameters';

const single = 'Single Test' as const;

/** The 'Single Test' selection: everyday tests ordered on their own, ₹199–549. */
export const singleTests: SeedTest[] = [
  {
    id: 'cbc', name: 'Complete Blood Count (CBC)', category: 'Complete Blood Count', selection: single,
    description: 'Counts red cells, white cells and platelets. The first test for tiredness, fever, infection or suspected anaemia.',
    price: 299, originalPrice: 450, image: 'blood', sampleType: 'Blood', fastingRequired: false,
    reportTime: 'Same day', includedTests: [completeBloodCount], synonyms: ['cbc', 'hemogram', 'haemogram', 'blood count', 'platelets'],
  },
  {
    id: 'hba1c', name: 'HbA1c (Glycated Haemoglobin)', category: 'Diabetes', selection: single,
    description: 'Shows your average blood sugar over the last 2–3 months. Used to diagnose diabetes and to check how well it is controlled.',
    price: 399, originalPrice: 600, image: 'diabetes', sampleType: 'Blood', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Diabetes', tests: ['HbA1c (Glycated Haemoglobin)', 'Estimated Average Glucose (eAG)'] }],
    synonyms: ['hba1c', 'a1c', 'glycated', 'sugar', 'diabetes', 'glycosylated'],
  },
  {
    id: 'tsh', name: 'TSH (Thyroid Stimulating Hormone)', category: 'Thyroid', selection: single,
    description: 'The screening test for an under- or over-active thyroid. A good first check for weight change, hair fall or fatigue.',
    price: 249, originalPrice: 400, image: 'thyroid', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Thyroid', tests: ['TSH (Thyroid Stimulating Hormone)'] }],
    synonyms: ['tsh', 'thyroid', 'thyrotropin'],
  },
  {
    id: 'vitamin-d', name: 'Vitamin D Total (25-OH)', category: 'Vitamin', selection: single,
    description: 'Measures the vitamin D stored in your body. Low levels are very common in India and cause bone pain, weakness and low immunity.',
    price: 549, originalPrice: 1200, image: 'vitamin', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours', includedTests: [vitaminD], synonyms: ['vit d', 'vitamin d3', '25 oh', 'cholecalciferol', 'sunshine vitamin'],
  },
  {
    id: 'vitamin-b12', name: 'Vitamin B12', category: 'Vitamin', selection: single,
    description: 'Checks for B12 deficiency, frequent in vegetarians, which causes tingling, memory trouble and anaemia.',
    price: 499, originalPrice: 900, image: 'vitamin', sampleType: 'Serum', fastingRequired: false,
    includedTests: [vitaminB12], synonyms: ['b12', 'vit b12', 'cobalamin'],
  },
  {
    id: 'fasting-blood-sugar', name: 'Fasting Blood Sugar (FBS)', category: 'Diabetes', selection: single,
    description: 'Blood glucose after an overnight fast of 8–10 hours. The basic test for diabetes and pre-diabetes.',
    price: 199, originalPrice: 250, image: 'diabetes', sampleType: 'Fluoride Plasma', fastingRequired: true,
    reportTime: 'Same day', includedTests: [{ category: 'Diabetes', tests: ['Fasting Blood Sugar (FBS)'] }],
    synonyms: ['fbs', 'sugar', 'glucose', 'blood sugar', 'fasting sugar'],
  },
  {
    id: 'post-prandial-sugar', name: 'Post Prandial Blood Sugar (PPBS)', category: 'Diabetes', selection: single,
    description: 'Blood glucose two hours after a meal: shows how your body handles sugar after eating.',
    price: 199, originalPrice: 250, image: 'diabetes', sampleType: 'Fluoride Plasma', fastingRequired: false,
    reportTime: 'Same day', includedTests: [{ category: 'Diabetes', tests: ['Post Prandial Blood Sugar (PPBS)'] }],
    synonyms: ['ppbs', 'pp sugar', 'sugar', 'glucose after meal'],
  },
  {
    id: 'lipid-profile', name: 'Lipid Profile', category: 'Lipid Profile', selection: single,
    description: 'Cholesterol and triglycerides: the key check of heart and stroke risk, advised every year after 30.',
    price: 449, originalPrice: 800, image: 'heart', sampleType: 'Serum', fastingRequired: true,
    reportTime: '24 hours', includedTests: [lipidProfile], synonyms: ['cholesterol', 'lipid', 'triglycerides', 'ldl', 'hdl'],
  },
  {
    id: 'liver-function-test', name: 'Liver Function Test (LFT)', category: 'Liver Function', selection: single,
    description: 'Enzymes, bilirubin and proteins that show how well the liver is working. Useful for jaundice, fatty liver and alcohol use.',
    price: 499, originalPrice: 850, image: 'liver', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [liverFunction], synonyms: ['lft', 'liver', 'sgpt', 'sgot', 'bilirubin', 'jaundice'],
  },
  {
    id: 'kidney-function-test', name: 'Kidney Function Test (KFT)', category: 'Kidney Function', selection: single,
    description: 'Urea, creatinine, uric acid and eGFR: how well the kidneys filter the blood. Advised with diabetes or high blood pressure.',
    price: 499, originalPrice: 850, image: 'kidney', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [kidneyFunction], synonyms: ['kft', 'rft', 'renal', 'kidney', 'creatinine', 'urea'],
  },
  {
    id: 'thyroid-profile-total', name: 'Thyroid Profile Total (T3, T4, TSH)', category: 'Thyroid', selection: single,
    description: 'The three standard thyroid tests together, to diagnose and follow hypothyroidism and hyperthyroidism.',
    price: 449, originalPrice: 700, image: 'thyroid', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [thyroidProfile], synonyms: ['t3 t4 tsh', 'thyroid', 'tft', 'tsh'],
  },
  {
    id: 'urine-routine', name: 'Urine Routine & Microscopy', category: 'Urine', selection: single,
    description: 'Physical, chemical and microscopic check of urine. Finds infection, sugar, protein and kidney stone crystals.',
    price: 199, originalPrice: 300, image: 'urine', sampleType: 'Urine', fastingRequired: false,
    reportTime: 'Same day', includedTests: [urineRoutine], synonyms: ['urine', 'urine re', 'urine test', 'uti'],
  },
  {
    id: 'iron-studies', name: 'Iron Studies', category: 'Complete Blood Count', selection: single,
    description: 'Serum iron, TIBC, transferrin saturation and ferritin: tells iron-deficiency anaemia apart from other causes.',
    price: 549, originalPrice: 1000, image: 'blood', sampleType: 'Serum', fastingRequired: true,
    includedTests: [ironStudies], synonyms: ['iron', 'ferritin', 'tibc', 'anaemia', 'anemia'],
  },
  {
    id: 'esr', name: 'ESR (Erythrocyte Sedimentation Rate)', category: 'Complete Blood Count', selection: single,
    description: 'A simple marker of inflammation in the body, used with CBC for fever, joint pain and infections.',
    price: 199, originalPrice: 250, image: 'blood', sampleType: 'Blood', fastingRequired: false,
    reportTime: 'Same day', includedTests: [esr], synonyms: ['esr', 'sed rate', 'inflammation'],
  },
  {
    id: 'crp', name: 'C-Reactive Protein (CRP)', category: 'Infectious Disease', selection: single,
    description: 'Rises quickly with infection or inflammation. Helps judge how serious a fever is and whether treatment works.',
    price: 399, originalPrice: 650, image: 'fever', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Inflammation', tests: ['C-Reactive Protein'] }],
    synonyms: ['crp', 'inflammation', 'infection'],
  },
  {
    id: 'uric-acid', name: 'Uric Acid', category: 'Kidney Function', selection: single,
    description: 'High uric acid causes gout and joint pain and can lead to kidney stones.',
    price: 199, originalPrice: 300, image: 'kidney', fastingRequired: false,
    includedTests: [{ category: 'Kidney Function', tests: ['Uric Acid'] }], synonyms: ['uric acid', 'gout'],
  },
  {
    id: 'calcium', name: 'Calcium, Serum', category: 'Vitamin', selection: single,
    description: 'Calcium level in the blood, for bone health, muscle cramps and parathyroid problems.',
    price: 199, originalPrice: 300, image: 'bone', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Bone Health', tests: ['Calcium'] }], synonyms: ['calcium', 'bones'],
  },
  {
    id: 'dengue-ns1', name: 'Dengue NS1 Antigen', category: 'Infectious Disease', selection: single,
    description: 'Detects dengue in the first five days of fever, before antibodies appear.',
    price: 549, originalPrice: 900, image: 'fever', sampleType: 'Serum', fastingRequired: false,
    reportTime: 'Same day', includedTests: [{ category: 'Infectious Disease', tests: ['Dengue NS1 Antigen'] }],
    synonyms: ['dengue', 'ns1', 'fever'],
  },
  {
    id: 'widal', name: 'Widal Test (Typhoid)', category: 'Infectious Disease', selection: single,
    description: 'Antibodies against Salmonella typhi and paratyphi, used to support a diagnosis of typhoid fever.',
    price: 249, originalPrice: 350, image: 'fever', sampleType: 'Serum', fastingRequired: false,
    includedTests: [{ category: 'Infectious Disease', tests: ['S. Typhi O', 'S. Typhi H', 'S. Paratyphi AH', 'S. Paratyphi BH'] }],
    synonyms: ['widal', 'typhoid', 'enteric fever'],
  },
  {
    id: 'malaria-antigen', name: 'Malaria Antigen (Rapid)', category: 'Infectious Disease', selection: single,
    description: 'Rapid card test for Plasmodium vivax and falciparum antigens in a fever with chills.',
    price: 349, originalPrice: 500, image: 'fever', sampleType: 'Blood', fastingRequired: false,
    reportTime: 'Same day', includedTests: [{ category: 'Infectious Disease', tests: ['P. vivax Antigen', 'P. falciparum Antigen'] }],
    synonyms: ['malaria', 'mp', 'fever'],
  },
  {
    id: 'prolactin', name: 'Prolactin', category: 'Hormone', selection: single,
    description: 'Pituitary hormone checked for irregular periods, milky nipple discharge or infertility.',
    price: 449, originalPrice: 700, image: 'hormone', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Hormone', tests: ['Prolactin'] }], synonyms: ['prl', 'prolactin'],
  },
  {
    id: 'hbsag', name: 'Hepatitis B Surface Antigen (HBsAg)', category: 'Infectious Disease', selection: single,
    description: 'Screens for hepatitis B infection, before surgery, in pregnancy or after a needle-stick injury.',
    price: 349, originalPrice: 550, image: 'liver', sampleType: 'Serum', fastingRequired: false,
    includedTests: [{ category: 'Infectious Disease', tests: ['HBsAg'] }], synonyms: ['hepatitis b', 'hbsag', 'australia antigen'],
  },
  {
    id: 'magnesium', name: 'Magnesium, Serum', category: 'Vitamin', selection: single,
    description: 'Low magnesium causes cramps, twitching and palpitations; often checked with calcium.',
    price: 349, originalPrice: 500, image: 'vitamin', fastingRequired: false,
    reportTime: '24 hours', includedTests: [{ category: 'Minerals', tests: ['Magnesium'] }], synonyms: ['magnesium', 'mg', 'cramps'],
  },
  {
    id: 'blood-group', name: 'Blood Group & Rh Type', category: 'Blood', selection: single,
    description: 'ABO blood group and Rh factor, needed before surgery, in pregnancy and for blood donation.',
    price: 199, originalPrice: 250, image: 'blood', sampleType: 'Blood', fastingRequired: false,
    reportTime: 'Same day', includedTests: [{ category: 'Blood Group', tests: ['ABO Group', 'Rh Type'] }], synonyms: ['blood group', 'abo', 'rh'],
  },
];
