import type { RawDocument } from '../types';

/**
 * Demo packages (collection DiabeticPackage), stored as staff type them in the console.
 * Each document holds both the list-card fields (name, title, pti, delivery, mrp, off,
 * price) and the detail-page fields, since the detail page reads the same document:
 * post, img2, text1, text2 and three sections (profile1..profile3)
 * of up to 8, 10 and 8 lines, and qus1, the answer to the FAQ "What is Diabetes?".
 * Lines of sections 1, 2, 3... are ptext1..8, p2text1..10 and
 * p3text1..8.
 *
 * Each typed text X (name, title, pti, delivery, text1, text2, the section titles, the lines
 * and any FAQ text) is followed by its Bengali twin X_bn; post and img2 have none.
 *
 * Price rule as for lab tests: price = Math.round(mrp * (100 - off) / 100), never a half
 * rupee.
 */
export const diabeticPackageDocuments: RawDocument[] = [
  {
    id: 'diabetes-screening',
    data: {
      name: 'Diabetes Screening',
      name_bn: 'ডায়াবেটিস স্ক্রিনিং – সুগার আছে কি না',
      title: 'Includes 12 tests',
      title_bn: '১২টি পরীক্ষা আছে',
      pti: '8-10 hours fasting required; water is allowed; second sample 2 hours after a meal',
      pti_bn: '৮-১০ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে; খাওয়ার ২ ঘণ্টা পরে আবার রক্ত নেওয়া হবে',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
      mrp: 900,
      off: 20,
      price: 720,
      post: 'Lab Admin',
      img2: '',
      text1:
        'A short screen for people with a family history of diabetes or who have not ' +
        'had their sugar checked for a while.',
      text1_bn:
        'যাঁদের পরিবারে কারও ডায়াবেটিস আছে, বা অনেকদিন ' +
        'সুগার পরীক্ষা করাননি, তাঁদের জন্য ছোট একটা পরীক্ষা।',
      text2:
        'Plan for about two and a half hours at the centre, as the second sample is ' +
        'taken after a meal.',
      text2_bn: 'সেন্টারে মোটামুটি আড়াই ঘণ্টা থাকতে হবে, কারণ দ্বিতীয় নমুনাটা খাওয়ার পরে নেওয়া হয়।',
      profile1: 'Blood Sugar',
      profile1_bn: 'ব্লাড সুগার',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext2_bn: 'খাওয়ার পরে ব্লাড সুগার (PPBS)',
      ptext3: 'HbA1c',
      ptext3_bn: 'HbA1c (3 মাসের গড় সুগার)',
      ptext4: 'Estimated average glucose (eAG)',
      ptext4_bn: 'আনুমানিক গড় গ্লুকোজ (eAG)',
      profile2: 'Kidney Check',
      profile2_bn: 'কিডনির পরীক্ষা',
      p2text1: 'Serum creatinine',
      p2text1_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text2: 'Blood urea',
      p2text2_bn: 'রক্তে ইউরিয়া',
      profile3: 'Urine Check',
      profile3_bn: 'প্রস্রাবের পরীক্ষা',
      p3text1: 'Urine sugar',
      p3text1_bn: 'প্রস্রাবে সুগার',
      p3text2: 'Urine ketones',
      p3text2_bn: 'প্রস্রাবে কিটোন',
      p3text3: 'Urine protein',
      p3text3_bn: 'প্রস্রাবে প্রোটিন',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
      qus1_bn:
        'ডায়াবেটিস এমন একটা অসুখ যা অনেকদিন ধরে থাকে। এতে রক্তে সুগারের (গ্লুকোজ) মাত্রা স্বাভাবিকের ' +
        'চেয়ে বেশি থাকে, কারণ শরীর যথেষ্ট ইনসুলিন তৈরি করতে পারে না, বা ইনসুলিন ঠিকমতো কাজে ' +
        'লাগাতে পারে না। বছরের পর বছর সুগার বেশি থাকলে চোখ, কিডনি, নার্ভ আর হার্টের ক্ষতি হতে ' +
        'পারে। তাই ডাক্তাররা কিছুদিন পরপর সুগার, HbA1c, কিডনি আর প্রস্রাবের পরীক্ষা করাতে বলেন।',
    },
  },
  {
    id: 'diabetes-care-basic',
    data: {
      name: 'Diabetes Care – Basic',
      name_bn: 'ডায়াবেটিসের দেখাশোনা – বেসিক',
      title: 'Includes 40 tests',
      title_bn: '৪০টি পরীক্ষা আছে',
      pti: '10-12 hours fasting required; water is allowed',
      pti_bn: '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
      mrp: '1,600',
      off: 30,
      price: 1120,
      post: 'Lab Admin',
      img2: '',
      text1:
        'For people already living with diabetes: sugar control, cholesterol, kidneys ' +
        'and urine albumin.',
      text1_bn:
        'যাঁদের ডায়াবেটিস আছে তাঁদের জন্য: সুগার কতটা কন্ট্রোলে ' +
        'আছে, কোলেস্টেরল, কিডনি আর প্রস্রাবে অ্যালবুমিন।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Blood Sugar',
      profile1_bn: 'ব্লাড সুগার',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext2_bn: 'খাওয়ার পরে ব্লাড সুগার (PPBS)',
      ptext3: 'HbA1c',
      ptext3_bn: 'HbA1c (3 মাসের গড় সুগার)',
      ptext4: 'Estimated average glucose (eAG)',
      ptext4_bn: 'আনুমানিক গড় গ্লুকোজ (eAG)',
      profile2: 'Lipid & Kidney Profile',
      profile2_bn: 'লিপিড ও কিডনির পরীক্ষা',
      p2text1: 'Total cholesterol',
      p2text1_bn: 'মোট কোলেস্টেরল',
      p2text2: 'Triglycerides',
      p2text2_bn: 'ট্রাইগ্লিসারাইড',
      p2text3: 'HDL cholesterol',
      p2text3_bn: 'HDL কোলেস্টেরল',
      p2text4: 'LDL cholesterol',
      p2text4_bn: 'LDL কোলেস্টেরল',
      p2text5: 'VLDL cholesterol',
      p2text5_bn: 'VLDL কোলেস্টেরল',
      p2text6: 'Blood urea',
      p2text6_bn: 'রক্তে ইউরিয়া',
      p2text7: 'Serum creatinine',
      p2text7_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text8: 'Serum uric acid',
      p2text8_bn: 'রক্তে ইউরিক অ্যাসিড',
      p2text9: 'eGFR',
      p2text9_bn: 'ইজিএফআর (eGFR)',
      profile3: 'Urine Tests',
      profile3_bn: 'প্রস্রাবের পরীক্ষা',
      p3text1: 'Urine routine & microscopy',
      p3text1_bn: 'প্রস্রাবের রুটিন ও মাইক্রোস্কোপি পরীক্ষা',
      p3text2: 'Urine microalbumin',
      p3text2_bn: 'প্রস্রাবে মাইক্রোঅ্যালবুমিন',
      p3text3: 'Albumin / creatinine ratio (ACR)',
      p3text3_bn: 'অ্যালবুমিন / ক্রিয়েটিনিন রেশিও (ACR)',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
      qus1_bn:
        'ডায়াবেটিস এমন একটা অসুখ যা অনেকদিন ধরে থাকে। এতে রক্তে সুগারের (গ্লুকোজ) মাত্রা স্বাভাবিকের ' +
        'চেয়ে বেশি থাকে, কারণ শরীর যথেষ্ট ইনসুলিন তৈরি করতে পারে না, বা ইনসুলিন ঠিকমতো কাজে ' +
        'লাগাতে পারে না। বছরের পর বছর সুগার বেশি থাকলে চোখ, কিডনি, নার্ভ আর হার্টের ক্ষতি হতে ' +
        'পারে। তাই ডাক্তাররা কিছুদিন পরপর সুগার, HbA1c, কিডনি আর প্রস্রাবের পরীক্ষা করাতে বলেন।',
    },
  },
  {
    id: 'diabetes-care-advanced',
    data: {
      name: 'Diabetes Care – Advanced',
      name_bn: 'ডায়াবেটিসের দেখাশোনা – অ্যাডভান্সড',
      title: 'Includes 72 tests',
      title_bn: '৭২টি পরীক্ষা আছে',
      pti: '10-12 hours fasting required; water is allowed',
      pti_bn: '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
      mrp: 2800,
      off: 35,
      price: 1820,
      post: 'Lab Admin',
      img2: '',
      text1:
        'A detailed review of sugar control and insulin, with heart-risk, kidney, ' +
        'thyroid and B12 tests.',
      text1_bn:
        'সুগার কতটা কন্ট্রোলে আছে আর ইনসুলিনের খুঁটিনাটি পরীক্ষা, ' +
        'সঙ্গে হার্টের ঝুঁকি, কিডনি, থাইরয়েড আর B12-এর পরীক্ষা।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Blood Sugar & Insulin',
      profile1_bn: 'ব্লাড সুগার ও ইনসুলিন',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext2_bn: 'খাওয়ার পরে ব্লাড সুগার (PPBS)',
      ptext3: 'HbA1c',
      ptext3_bn: 'HbA1c (3 মাসের গড় সুগার)',
      ptext4: 'Estimated average glucose (eAG)',
      ptext4_bn: 'আনুমানিক গড় গ্লুকোজ (eAG)',
      ptext5: 'Fasting insulin',
      ptext5_bn: 'খালি পেটে ইনসুলিন',
      ptext6: 'HOMA-IR',
      ptext6_bn: 'হোমা-আইআর (HOMA-IR)',
      ptext7: 'C-peptide (fasting)',
      ptext7_bn: 'C-পেপটাইড (খালি পেটে)',
      ptext8: 'Fructosamine',
      ptext8_bn: 'ফ্রুক্টোসামিন',
      profile2: 'Heart & Kidney Risk',
      profile2_bn: 'হার্ট ও কিডনির ঝুঁকি',
      p2text1: 'Total cholesterol',
      p2text1_bn: 'মোট কোলেস্টেরল',
      p2text2: 'Triglycerides',
      p2text2_bn: 'ট্রাইগ্লিসারাইড',
      p2text3: 'HDL cholesterol',
      p2text3_bn: 'HDL কোলেস্টেরল',
      p2text4: 'LDL cholesterol',
      p2text4_bn: 'LDL কোলেস্টেরল',
      p2text5: 'VLDL cholesterol',
      p2text5_bn: 'VLDL কোলেস্টেরল',
      p2text6: 'hs-CRP',
      p2text6_bn: 'হাই-সেনসিটিভিটি সিআরপি (hs-CRP)',
      p2text7: 'Blood urea',
      p2text7_bn: 'রক্তে ইউরিয়া',
      p2text8: 'Serum creatinine',
      p2text8_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text9: 'Serum uric acid',
      p2text9_bn: 'রক্তে ইউরিক অ্যাসিড',
      p2text10: 'eGFR',
      p2text10_bn: 'ইজিএফআর (eGFR)',
      profile3: 'Other Tests',
      profile3_bn: 'অন্যান্য পরীক্ষা',
      p3text1: 'TSH',
      p3text1_bn: 'টিএসএইচ (TSH)',
      p3text2: 'Vitamin B12',
      p3text2_bn: 'ভিটামিন B12',
      p3text3: 'Urine routine & microscopy',
      p3text3_bn: 'প্রস্রাবের রুটিন ও মাইক্রোস্কোপি পরীক্ষা',
      p3text4: 'Urine microalbumin',
      p3text4_bn: 'প্রস্রাবে মাইক্রোঅ্যালবুমিন',
      p3text5: 'Albumin / creatinine ratio (ACR)',
      p3text5_bn: 'অ্যালবুমিন / ক্রিয়েটিনিন রেশিও (ACR)',
      p3text6: 'Serum electrolytes (Na, K, Cl)',
      p3text6_bn: 'রক্তে লবণের মাপ (Na, K, Cl)',
      p3text7: 'Complete blood count (CBC)',
      p3text7_bn: 'সম্পূর্ণ রক্ত পরীক্ষা (CBC)',
      p3text8: 'ECG',
      p3text8_bn: 'ইসিজি (ECG)',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
      qus1_bn:
        'ডায়াবেটিস এমন একটা অসুখ যা অনেকদিন ধরে থাকে। এতে রক্তে সুগারের (গ্লুকোজ) মাত্রা স্বাভাবিকের ' +
        'চেয়ে বেশি থাকে, কারণ শরীর যথেষ্ট ইনসুলিন তৈরি করতে পারে না, বা ইনসুলিন ঠিকমতো কাজে ' +
        'লাগাতে পারে না। বছরের পর বছর সুগার বেশি থাকলে চোখ, কিডনি, নার্ভ আর হার্টের ক্ষতি হতে ' +
        'পারে। তাই ডাক্তাররা কিছুদিন পরপর সুগার, HbA1c, কিডনি আর প্রস্রাবের পরীক্ষা করাতে বলেন।',
    },
  },
  {
    id: 'diabetes-annual-review',
    data: {
      name: 'Diabetes Annual Review',
      name_bn: 'ডায়াবেটিসের বাৎসরিক চেক-আপ',
      title: 'Includes 88 tests, once a year',
      title_bn: '৮৮টি পরীক্ষা আছে, বছরে একবার',
      pti: '10-12 hours fasting required; water is allowed',
      pti_bn: '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
      mrp: 3600,
      off: 40,
      price: 2160,
      post: 'Lab Admin',
      img2: '',
      text1: 'A once-a-year look at sugar control and at the organs diabetes can affect over time.',
      text1_bn:
        'বছরে একবার দেখে নেওয়া, সুগার কতটা কন্ট্রোলে আছে, আর ডায়াবেটিসে ' +
        'ধীরে ধীরে শরীরের যে অঙ্গগুলোর ক্ষতি হতে পারে সেগুলো কেমন আছে।',
      text2:
        "Bring your current medicine list and last year's reports so the doctor can " +
        'compare. Reports can be collected at the counter or sent on whatsapp.',
      text2_bn:
        'এখন যে ওষুধগুলো খান তার তালিকা আর গত বছরের রিপোর্ট সঙ্গে আনুন, যাতে ডাক্তার মিলিয়ে ' +
        'দেখতে পারেন। রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Blood Sugar',
      profile1_bn: 'ব্লাড সুগার',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      ptext2: 'Post-prandial blood sugar (PPBS)',
      ptext2_bn: 'খাওয়ার পরে ব্লাড সুগার (PPBS)',
      ptext3: 'HbA1c',
      ptext3_bn: 'HbA1c (3 মাসের গড় সুগার)',
      ptext4: 'Estimated average glucose (eAG)',
      ptext4_bn: 'আনুমানিক গড় গ্লুকোজ (eAG)',
      profile2: 'Organ Function',
      profile2_bn: 'শরীরের অঙ্গগুলোর কাজ',
      p2text1: 'Bilirubin – total',
      p2text1_bn: 'বিলিরুবিন – মোট',
      p2text2: 'SGOT (AST)',
      p2text2_bn: 'এসজিওটি (SGOT / AST)',
      p2text3: 'SGPT (ALT)',
      p2text3_bn: 'এসজিপিটি (SGPT / ALT)',
      p2text4: 'Alkaline phosphatase (ALP)',
      p2text4_bn: 'অ্যালকালাইন ফসফাটেজ (ALP)',
      p2text5: 'Albumin',
      p2text5_bn: 'অ্যালবুমিন',
      p2text6: 'Blood urea',
      p2text6_bn: 'রক্তে ইউরিয়া',
      p2text7: 'Serum creatinine',
      p2text7_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text8: 'Serum uric acid',
      p2text8_bn: 'রক্তে ইউরিক অ্যাসিড',
      p2text9: 'eGFR',
      p2text9_bn: 'ইজিএফআর (eGFR)',
      p2text10: 'Serum electrolytes (Na, K, Cl)',
      p2text10_bn: 'রক্তে লবণের মাপ (Na, K, Cl)',
      profile3: 'Screening Tests',
      profile3_bn: 'স্ক্রিনিং পরীক্ষা',
      p3text1: 'Lipid profile (7 parameters)',
      p3text1_bn: 'লিপিড প্রোফাইল (7টি মাপ)',
      p3text2: 'Complete Blood Count (CBC) – 24 parameters',
      p3text2_bn: 'সম্পূর্ণ রক্ত পরীক্ষা (CBC) – 24টি মাপ',
      p3text3: 'TSH',
      p3text3_bn: 'টিএসএইচ (TSH)',
      p3text4: 'Vitamin D (25-OH)',
      p3text4_bn: 'ভিটামিন D (25-OH)',
      p3text5: 'Vitamin B12',
      p3text5_bn: 'ভিটামিন B12',
      p3text6: 'Urine microalbumin with ACR',
      p3text6_bn: 'প্রস্রাবে মাইক্রোঅ্যালবুমিন, ACR সহ',
      p3text7: 'Urine routine & microscopy',
      p3text7_bn: 'প্রস্রাবের রুটিন ও মাইক্রোস্কোপি পরীক্ষা',
      p3text8: 'ECG',
      p3text8_bn: 'ইসিজি (ECG)',
      qus1:
        'Diabetes is a long-term condition in which the blood sugar (glucose) level ' +
        'stays higher than normal, because the body makes too little insulin or cannot ' +
        'use it well. Over the years high sugar can affect the eyes, kidneys, nerves ' +
        'and heart, which is why doctors often ask for sugar, HbA1c, kidney and urine ' +
        'tests at regular intervals.',
      qus1_bn:
        'ডায়াবেটিস এমন একটা অসুখ যা অনেকদিন ধরে থাকে। এতে রক্তে সুগারের (গ্লুকোজ) মাত্রা স্বাভাবিকের ' +
        'চেয়ে বেশি থাকে, কারণ শরীর যথেষ্ট ইনসুলিন তৈরি করতে পারে না, বা ইনসুলিন ঠিকমতো কাজে ' +
        'লাগাতে পারে না। বছরের পর বছর সুগার বেশি থাকলে চোখ, কিডনি, নার্ভ আর হার্টের ক্ষতি হতে ' +
        'পারে। তাই ডাক্তাররা কিছুদিন পরপর সুগার, HbA1c, কিডনি আর প্রস্রাবের পরীক্ষা করাতে বলেন।',
    },
  },
];
