import type { RawDocument } from '../../../data-source';

/**
 * Demo packages (collection AlcoholImpactPackage), stored as staff type them in the console.
 * Each document holds both the list-card fields (name, title, pti, delivery, mrp, off,
 * price) and the detail-page fields, since the detail page reads the same document:
 * post, img2, text1, text2 and three profiles (profile1..profile3)
 * of up to 8, 10 and 8 lines, and qus1, the answer to the FAQ "What is Alcoholism?".
 * Lines of sections 1, 2, 3... are ptext1..8, p2text1..10 and
 * p3text1..8.
 *
 * Price rule as for lab tests: price = Math.round(mrp * (100 - off) / 100), never a half
 * rupee.
 */
export const alcoholImpactPackageDocuments: RawDocument[] = [
  {
    id: 'alcohol-impact-basic',
    data: {
      name: 'Alcohol Impact – Basic',
      title: 'Includes 38 tests',
      pti: '8-10 hours fasting required; water is allowed; no alcohol for 24 hours before',
      delivery: 'Same day',
      mrp: 1500,
      off: 25,
      price: 1125,
      post: 'Lab Admin',
      img2: '',
      text1:
        'Looks at the liver, the blood count and sugar and fats, which regular drinking ' +
        'commonly affects.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Liver Function Test',
      ptext1: 'Bilirubin – total',
      ptext2: 'Bilirubin – direct',
      ptext3: 'Bilirubin – indirect',
      ptext4: 'SGOT (AST)',
      ptext5: 'SGPT (ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext8: 'Albumin',
      profile2: 'Complete Blood Count',
      p2text1: 'Haemoglobin',
      p2text2: 'Total RBC count',
      p2text3: 'Packed cell volume (PCV)',
      p2text4: 'MCV',
      p2text5: 'MCH',
      p2text6: 'MCHC',
      p2text7: 'Total WBC count',
      p2text8: 'Differential WBC count',
      p2text9: 'Platelet count',
      profile3: 'Sugar & Lipids',
      p3text1: 'Fasting blood sugar (FBS)',
      p3text2: 'Total cholesterol',
      p3text3: 'Triglycerides',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
    },
  },
  {
    id: 'alcohol-impact-advanced',
    data: {
      name: 'Alcohol Impact – Advanced',
      title: 'Includes 66 tests',
      pti: '10-12 hours fasting required; water is allowed; no alcohol for 24 hours before',
      delivery: 'Next day',
      mrp: 2600,
      off: 30,
      price: '₹ 1,820',
      post: 'Lab Admin',
      img2: '',
      text1: 'Adds the pancreas, kidneys, salts and vitamins to the liver and blood tests.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Liver Function Test',
      ptext1: 'Bilirubin – total',
      ptext2: 'Bilirubin – direct',
      ptext3: 'Bilirubin – indirect',
      ptext4: 'SGOT (AST)',
      ptext5: 'SGPT (ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext8: 'Albumin',
      profile2: 'Blood, Pancreas & Kidney',
      p2text1: 'Complete blood count (24 parameters)',
      p2text2: 'ESR',
      p2text3: 'Serum amylase',
      p2text4: 'Serum lipase',
      p2text5: 'Blood urea',
      p2text6: 'Serum creatinine',
      p2text7: 'Serum uric acid',
      p2text8: 'Sodium',
      p2text9: 'Potassium',
      p2text10: 'Magnesium',
      profile3: 'Sugar, Lipids & Vitamins',
      p3text1: 'Fasting blood sugar (FBS)',
      p3text2: 'HbA1c',
      p3text3: 'Lipid profile (7 parameters)',
      p3text4: 'Vitamin B12',
      p3text5: 'Folic acid',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
    },
  },
  {
    id: 'liver-care-package',
    data: {
      name: 'Liver Care Package',
      title: 'Includes 30 tests',
      pti: '8-10 hours fasting required; water is allowed',
      delivery: 'Next day',
      mrp: 1400,
      off: 20,
      price: 1120,
      post: 'Lab Admin',
      img2: '',
      text1: 'Liver function with hepatitis B and C screening and a clotting test.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Liver Function Test',
      ptext1: 'Bilirubin – total',
      ptext2: 'Bilirubin – direct',
      ptext3: 'Bilirubin – indirect',
      ptext4: 'SGOT (AST)',
      ptext5: 'SGPT (ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext8: 'Albumin',
      profile2: 'Hepatitis Screening',
      p2text1: 'HBsAg',
      p2text2: 'Anti-HCV antibody',
      profile3: 'Clotting & Blood Count',
      p3text1: 'Prothrombin time (PT) with INR',
      p3text2: 'Platelet count',
      p3text3: 'Haemoglobin',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
    },
  },
  {
    id: 'alcohol-impact-comprehensive',
    data: {
      name: 'Alcohol Impact – Comprehensive',
      title: 'Includes 94 tests',
      pti: '10-12 hours fasting required; water is allowed; no alcohol for 24 hours before',
      delivery: 'Next day',
      mrp: 3800,
      off: 40,
      price: 2280,
      post: 'Lab Admin',
      img2: '',
      text1:
        'Our fullest alcohol-impact check: liver, pancreas, kidneys, clotting, heart ' +
        'risk, vitamins and an ECG.',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      profile1: 'Liver Function Test',
      ptext1: 'Bilirubin – total',
      ptext2: 'Bilirubin – direct',
      ptext3: 'Bilirubin – indirect',
      ptext4: 'SGOT (AST)',
      ptext5: 'SGPT (ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext8: 'Albumin',
      profile2: 'Blood & Organ Function',
      p2text1: 'Complete blood count (24 parameters)',
      p2text2: 'ESR',
      p2text3: 'Prothrombin time (PT) with INR',
      p2text4: 'Serum amylase',
      p2text5: 'Serum lipase',
      p2text6: 'Blood urea',
      p2text7: 'Serum creatinine',
      p2text8: 'Serum uric acid',
      p2text9: 'Serum electrolytes (Na, K, Cl)',
      p2text10: 'Magnesium',
      profile3: 'Heart, Sugar & Vitamins',
      p3text1: 'Lipid profile (7 parameters)',
      p3text2: 'Fasting blood sugar (FBS)',
      p3text3: 'HbA1c',
      p3text4: 'Vitamin B12',
      p3text5: 'Folic acid',
      p3text6: 'Vitamin D (25-OH)',
      p3text7: 'HBsAg',
      p3text8: 'ECG',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
    },
  },
];
