import type { IncludedGroup } from './catalogue-types';

/**
 * The parameter groups that packages are built from, with the names labs print on reports.
 * Packages list the groups they include, so one panel reads the same everywhere.
 */
export const completeBloodCount: IncludedGroup = {
  category: 'Complete Blood Count',
  tests: [
    'Haemoglobin', 'Total RBC Count', 'Packed Cell Volume (PCV)', 'MCV', 'MCH', 'MCHC', 'RDW-CV',
    'Total WBC Count', 'Neutrophils', 'Lymphocytes', 'Monocytes', 'Eosinophils', 'Basophils',
    'Platelet Count', 'Mean Platelet Volume (MPV)',
  ],
};

export const esr: IncludedGroup = {
  category: 'Inflammation',
  tests: ['Erythrocyte Sedimentation Rate (ESR)'],
};

export const diabetesScreen: IncludedGroup = {
  category: 'Diabetes',
  tests: ['Fasting Blood Sugar (FBS)', 'HbA1c (Glycated Haemoglobin)', 'Estimated Average Glucose (eAG)'],
};

export const fastingSugar: IncludedGroup = {
  category: 'Diabetes',
  tests: ['Fasting Blood Sugar (FBS)'],
};

export const thyroidProfile: IncludedGroup = {
  category: 'Thyroid',
  tests: ['Total T3 (Triiodothyronine)', 'Total T4 (Thyroxine)', 'TSH (Thyroid Stimulating Hormone)'],
};

export const freeThyroidProfile: IncludedGroup = {
  category: 'Thyroid',
  tests: ['Free T3', 'Free T4', 'TSH (Thyroid Stimulating Hormone)'],
};

export const lipidProfile: IncludedGroup = {
  category: 'Lipid Profile',
  tests: [
    'Total Cholesterol', 'Triglycerides', 'HDL Cholesterol', 'LDL Cholesterol',
    'VLDL Cholesterol', 'Non-HDL Cholesterol', 'Total Cholesterol / HDL Ratio', 'LDL / HDL Ratio',
  ],
};

export const liverFunction: IncludedGroup = {
  category: 'Liver Function',
  tests: [
    'Bilirubin Total', 'Bilirubin Direct', 'Bilirubin Indirect', 'SGOT (AST)', 'SGPT (ALT)',
    'Alkaline Phosphatase (ALP)', 'Gamma GT (GGT)', 'Total Protein', 'Albumin', 'Globulin',
    'Albumin / Globulin Ratio',
  ],
};

export const kidneyFunction: IncludedGroup = {
  category: 'Kidney Function',
  tests: [
    'Blood Urea', 'Blood Urea Nitrogen (BUN)', 'Serum Creatinine', 'BUN / Creatinine Ratio',
    'Uric Acid', 'Calcium', 'eGFR',
  ],
};

export const electrolytes: IncludedGroup = {
  category: 'Electrolytes',
  tests: ['Sodium', 'Potassium', 'Chloride'],
};

export const ironStudies: IncludedGroup = {
  category: 'Iron Studies',
  tests: ['Serum Iron', 'Total Iron Binding Capacity (TIBC)', 'Transferrin Saturation', 'Ferritin'],
};

export const vitaminD: IncludedGroup = {
  category: 'Vitamin',
  tests: ['Vitamin D (25-OH)'],
};

export const vitaminB12: IncludedGroup = {
  category: 'Vitamin',
  tests: ['Vitamin B12 (Cyanocobalamin)'],
};

export const urineRoutine: IncludedGroup = {
  category: 'Urine',
  tests: [
    'Colour', 'Appearance', 'Specific Gravity', 'pH', 'Urine Protein', 'Urine Glucose', 'Ketones',
    'Bilirubin', 'Urobilinogen', 'Nitrite', 'Pus Cells', 'RBC', 'Epithelial Cells', 'Casts',
    'Crystals',
  ],
};

export const cardiacRisk: IncludedGroup = {
  category: 'Cardiac Risk Markers',
  tests: ['hs-CRP (High Sensitivity C-Reactive Protein)', 'Apolipoprotein A1', 'Apolipoprotein B', 'Lipoprotein (a)'],
};

export const boneHealth: IncludedGroup = {
  category: 'Bone Health',
  tests: ['Calcium', 'Phosphorus', 'Alkaline Phosphatase (ALP)', 'Vitamin D (25-OH)'],
};

export const femaleHormones: IncludedGroup = {
  category: 'Hormone',
  tests: ['FSH (Follicle Stimulating Hormone)', 'LH (Luteinising Hormone)', 'Prolactin', 'Estradiol (E2)'],
};

export const androgens: IncludedGroup = {
  category: 'Hormone',
  tests: ['Total Testosterone', 'Free Testosterone', 'DHEA-S', 'SHBG (Sex Hormone Binding Globulin)'],
};

export const pancreas: IncludedGroup = {
  category: 'Pancreas',
  tests: ['Amylase', 'Lipase'],
};
