import type { SeedTest } from './catalogue-types';
import { completeBloodCount, esr, ironStudies, vitaminB12 } from './parameters';

const allergyMarkers = { category: 'Allergy', tests: ['Total IgE', 'Absolute Eosinophil Count'] };

/** The 'Anaemia' and 'Allergy' tabs of the 'Less Price & More Tests' group. */
export const anaemiaAndAllergyPackages: SeedTest[] = [
  {
    id: 'anaemia-basic', name: 'Anaemia Screening', category: 'Anaemia',
    description: 'Blood count with peripheral smear and ferritin: the usual first look at low haemoglobin.',
    price: 699, originalPrice: 1300, image: 'blood', sampleType: 'Blood', fastingRequired: false,
    reportTime: '24 hours', includedTests: [completeBloodCount, { category: 'Haematology', tests: ['Peripheral Smear', 'Ferritin'] }],
    synonyms: ['anemia', 'low hb', 'haemoglobin', 'hemoglobin', 'weakness'],
  },
  {
    id: 'anaemia-advanced', name: 'Anaemia Profile Advanced', category: 'Anaemia',
    description: 'Finds the cause of anaemia: iron studies, vitamin B12, folate and reticulocyte count with the blood count.',
    price: 1799, originalPrice: 3500, image: 'blood', sampleType: 'Blood', fastingRequired: true,
    reportTime: '48 hours',
    includedTests: [completeBloodCount, ironStudies, vitaminB12, { category: 'Haematology', tests: ['Folic Acid (Vitamin B9)', 'Reticulocyte Count'] }],
    synonyms: ['anemia', 'iron', 'b12'],
  },
  {
    id: 'iron-deficiency-check', name: 'Iron Deficiency Check', category: 'Anaemia',
    description: 'Haemoglobin with iron studies: confirms iron deficiency, common in women and growing children.',
    price: 799, originalPrice: 1500, image: 'blood', fastingRequired: true,
    includedTests: [{ category: 'Complete Blood Count', tests: ['Haemoglobin'] }, ironStudies], synonyms: ['iron', 'ferritin', 'anemia'],
  },
  {
    id: 'thalassemia-screen', name: 'Thalassemia Screening (Hb Electrophoresis)', category: 'Anaemia',
    description: 'HPLC haemoglobin variant analysis, advised before marriage or pregnancy and for lifelong mild anaemia.',
    price: 1299, originalPrice: 2000, image: 'blood', sampleType: 'Blood', fastingRequired: false,
    reportTime: '48 hours', includedTests: [completeBloodCount, { category: 'Haematology', tests: ['HbA2', 'HbF', 'Hb Variant Analysis (HPLC)'] }],
    synonyms: ['thalassemia', 'hplc', 'electrophoresis'],
  },
  {
    id: 'allergy-screen-basic', name: 'Allergy Screening Basic', category: 'Allergy',
    description: 'Total IgE and eosinophil count: shows whether sneezing, rashes or wheezing are allergic at all.',
    price: 599, originalPrice: 1100, image: 'allergy', sampleType: 'Serum', fastingRequired: false,
    reportTime: '24 hours', includedTests: [allergyMarkers, completeBloodCount], synonyms: ['ige', 'allergy', 'eosinophils', 'sneezing'],
  },
  {
    id: 'allergy-food-panel', name: 'Food Allergy Panel (Veg & Non-Veg)', category: 'Allergy',
    description: 'Specific IgE to common Indian foods: milk, egg, peanut, wheat, soybean, prawn, fish and chicken.',
    price: 3499, originalPrice: 6000, image: 'allergy', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours',
    includedTests: [{ category: 'Allergy', tests: ['Milk', 'Egg White', 'Peanut', 'Wheat', 'Soybean', 'Prawn', 'Fish', 'Chicken'] }],
    synonyms: ['food allergy', 'ige'],
  },
  {
    id: 'allergy-inhalant-panel', name: 'Inhalant Allergy Panel', category: 'Allergy',
    description: 'Specific IgE to dust mites, pollen, moulds, cockroach and pet dander: for asthma and allergic rhinitis.',
    price: 2999, originalPrice: 5200, image: 'allergy', sampleType: 'Serum', fastingRequired: false,
    includedTests: [{ category: 'Allergy', tests: ['House Dust Mite', 'Parthenium Pollen', 'Grass Pollen Mix', 'Aspergillus', 'Cockroach', 'Cat Dander', 'Dog Dander'] }],
    synonyms: ['dust allergy', 'asthma', 'rhinitis'],
  },
  {
    id: 'allergy-comprehensive', name: 'Comprehensive Allergy Panel', category: 'Allergy',
    description: 'Food and inhalant panels together with total IgE and an eosinophil count, for allergies without a clear trigger.',
    price: 5499, originalPrice: 9500, image: 'allergy', sampleType: 'Serum', fastingRequired: false,
    reportTime: '48 hours', includedTests: [allergyMarkers, { category: 'Allergy', tests: ['Food Panel (8 allergens)', 'Inhalant Panel (7 allergens)'] }, esr],
    synonyms: ['allergy', 'ige'],
  },
];
