import type { RawDocument } from '../../../data-source';

/**
 * Demo packages (collection DiabeticPackage), stored as staff type them in the console.
 * Each document holds both the list-card fields (name, title, pti, delivery, mrp, off,
 * price) and the detail-page fields, since the detail page reads the same document:
 * post, img2, text1, text2 and three sections (profile1..profile3)
 * of up to 8, 10 and 8 lines, and qus1, the answer to the FAQ "What is Diabetes?".
 * Lines of sections 1, 2, 3... are ptext1..8, p2text1..10 and
 * p3text1..8.
 *
 * Price rule as for lab tests: price = Math.round(mrp * (100 - off) / 100), never a half
 * rupee.
 */
export const diabeticPackageDocuments: RawDocument[] = [
  {
    id: 'diabetes-screening',
    data: {
      name: 'Diabetes Screening',
      title: 'Includes 12 tests',
      pti: '8-10 hours fasting required; water is allowed; second sample 2 hours after a meal',
      delivery: 'Same day',
      mrp: 900,
      off: 20,
      price: 720,
      post: 'Lab Admin',
      img2: '',
      text1:
        'A short screen for people with a family history of diabetes or who have not ' +
        'had their sugar checked for a while.',
      text2:
        'Plan for about two and a half hours at the centre, as the second sample is ' +
        'taken after a meal.',
      profile1: 'Blood Sugar',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext3: 'HbA1c',
      ptext4: 'Estimated average glucose (eAG)',
      profile2: 'Kidney Check',
      p2text1: 'Serum creatinine',
      p2text2: 'Blood urea',
      profile3: 'Urine Check',
      p3text1: 'Urine sugar',
      p3text2: 'Urine ketones',
      p3text3: 'Urine protein',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
    },
  },
  {
    id: 'diabetes-care-basic',
    data: {
      name: 'Diabetes Care – Basic',
      title: 'Includes 40 tests',
      pti: '10-12 hours fasting required; water is allowed',
      delivery: 'Same day',
      mrp: '1,600',
      off: 30,
      price: 1120,
      post: 'Lab Admin',
      img2: '',
      text1:
        'For people already living with diabetes: sugar control, cholesterol, kidneys ' +
        'and urine albumin.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Blood Sugar',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext3: 'HbA1c',
      ptext4: 'Estimated average glucose (eAG)',
      profile2: 'Lipid & Kidney Profile',
      p2text1: 'Total cholesterol',
      p2text2: 'Triglycerides',
      p2text3: 'HDL cholesterol',
      p2text4: 'LDL cholesterol',
      p2text5: 'VLDL cholesterol',
      p2text6: 'Blood urea',
      p2text7: 'Serum creatinine',
      p2text8: 'Serum uric acid',
      p2text9: 'eGFR',
      profile3: 'Urine Tests',
      p3text1: 'Urine routine & microscopy',
      p3text2: 'Urine microalbumin',
      p3text3: 'Albumin / creatinine ratio (ACR)',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
    },
  },
  {
    id: 'diabetes-care-advanced',
    data: {
      name: 'Diabetes Care – Advanced',
      title: 'Includes 72 tests',
      pti: '10-12 hours fasting required; water is allowed',
      delivery: 'Next day',
      mrp: 2800,
      off: 35,
      price: 1820,
      post: 'Lab Admin',
      img2: '',
      text1:
        'A detailed review of sugar control and insulin, with heart-risk, kidney, ' +
        'thyroid and B12 tests.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Blood Sugar & Insulin',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext3: 'HbA1c',
      ptext4: 'Estimated average glucose (eAG)',
      ptext5: 'Fasting insulin',
      ptext6: 'HOMA-IR',
      ptext7: 'C-peptide (fasting)',
      ptext8: 'Fructosamine',
      profile2: 'Heart & Kidney Risk',
      p2text1: 'Total cholesterol',
      p2text2: 'Triglycerides',
      p2text3: 'HDL cholesterol',
      p2text4: 'LDL cholesterol',
      p2text5: 'VLDL cholesterol',
      p2text6: 'hs-CRP',
      p2text7: 'Blood urea',
      p2text8: 'Serum creatinine',
      p2text9: 'Serum uric acid',
      p2text10: 'eGFR',
      profile3: 'Other Tests',
      p3text1: 'TSH',
      p3text2: 'Vitamin B12',
      p3text3: 'Urine routine & microscopy',
      p3text4: 'Urine microalbumin',
      p3text5: 'Albumin / creatinine ratio (ACR)',
      p3text6: 'Serum electrolytes (Na, K, Cl)',
      p3text7: 'Complete blood count (CBC)',
      p3text8: 'ECG',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
    },
  },
  {
    id: 'diabetes-annual-review',
    data: {
      name: 'Diabetes Annual Review',
      title: 'Includes 88 tests, once a year',
      pti: '10-12 hours fasting required; water is allowed',
      delivery: 'Next day',
      mrp: 3600,
      off: 40,
      price: 2160,
      post: 'Lab Admin',
      img2: '',
      text1: 'A once-a-year look at sugar control and at the organs diabetes can affect over time.',
      text2:
        "Bring your current medicine list and last year's reports so the doctor can " +
        'compare. Reports can be collected at the counter or sent on whatsapp.',
      profile1: 'Blood Sugar',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext3: 'HbA1c',
      ptext4: 'Estimated average glucose (eAG)',
      profile2: 'Organ Function',
      p2text1: 'Bilirubin – total',
      p2text2: 'SGOT (AST)',
      p2text3: 'SGPT (ALT)',
      p2text4: 'Alkaline phosphatase (ALP)',
      p2text5: 'Albumin',
      p2text6: 'Blood urea',
      p2text7: 'Serum creatinine',
      p2text8: 'Serum uric acid',
      p2text9: 'eGFR',
      p2text10: 'Serum electrolytes (Na, K, Cl)',
      profile3: 'Screening Tests',
      p3text1: 'Lipid profile (7 parameters)',
      p3text2: 'Complete Blood Count (CBC) – 24 parameters',
      p3text3: 'TSH',
      p3text4: 'Vitamin D (25-OH)',
      p3text5: 'Vitamin B12',
      p3text6: 'Urine microalbumin with ACR',
      p3text7: 'Urine routine & microscopy',
      p3text8: 'ECG',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
    },
  },
];
