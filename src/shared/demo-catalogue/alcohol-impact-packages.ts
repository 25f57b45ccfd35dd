import type { RawDocument } from '../types';

/**
 * Demo packages (collection AlcoholImpactPackage), stored as staff type them in the console.
 * Each document holds both the list-card fields (name, title, pti, delivery, mrp, off,
 * price) and the detail-page fields, since the detail page reads the same document:
 * post, img2, text1, text2 and three profiles (profile1..profile3)
 * of up to 8, 10 and 8 lines, and qus1, the answer to the FAQ "What is Alcoholism?".
 * Lines of sections 1, 2, 3... are ptext1..8, p2text1..10 and
 * p3text1..8.
 *
 * Each typed text X (name, title, pti, delivery, text1, text2, the section titles, the lines
 * and any FAQ text) is followed by its Bengali twin X_bn; post and img2 have none.
 *
 * Price rule as for lab tests: price = Math.round(mrp * (100 - off) / 100), never a half
 * rupee.
 */
export const alcoholImpactPackageDocuments: RawDocument[] = [
  {
    id: 'alcohol-impact-basic',
    data: {
      name: 'Alcohol Impact – Basic',
      name_bn: 'অ্যালকোহলের প্রভাব – বেসিক',
      title: 'Includes 38 tests',
      title_bn: '৩৮টি পরীক্ষা আছে',
      pti: '8-10 hours fasting required; water is allowed; no alcohol for 24 hours before',
      pti_bn: '৮-১০ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে; আগের ২৪ ঘণ্টা মদ খাবেন না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
      mrp: 1500,
      off: 25,
      price: 1125,
      post: 'Lab Admin',
      img2: '',
      text1:
        'Looks at the liver, the blood count and sugar and fats, which regular drinking ' +
        'commonly affects.',
      text1_bn:
        'নিয়মিত মদ খেলে সাধারণত যেগুলোর ক্ষতি হয় — লিভার, ' +
        'রক্তের কাউন্ট, সুগার আর রক্তের চর্বি — সেগুলো দেখা হয়।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Liver Function Test',
      profile1_bn: 'লিভারের পরীক্ষা (LFT)',
      ptext1: 'Bilirubin – total',
      ptext1_bn: 'বিলিরুবিন – মোট',
      ptext2: 'Bilirubin – direct',
      ptext2_bn: 'বিলিরুবিন – ডাইরেক্ট',
      ptext3: 'Bilirubin – indirect',
      ptext3_bn: 'বিলিরুবিন – ইনডাইরেক্ট',
      ptext4: 'SGOT (AST)',
      ptext4_bn: 'এসজিওটি (SGOT / AST)',
      ptext5: 'SGPT (ALT)',
      ptext5_bn: 'এসজিপিটি (SGPT / ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext6_bn: 'অ্যালকালাইন ফসফাটেজ (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext7_bn: 'গামা GT (GGT)',
      ptext8: 'Albumin',
      ptext8_bn: 'অ্যালবুমিন',
      profile2: 'Complete Blood Count',
      profile2_bn: 'সম্পূর্ণ রক্ত পরীক্ষা (CBC)',
      p2text1: 'Haemoglobin',
      p2text1_bn: 'হিমোগ্লোবিন',
      p2text2: 'Total RBC count',
      p2text2_bn: 'মোট RBC সংখ্যা',
      p2text3: 'Packed cell volume (PCV)',
      p2text3_bn: 'প্যাকড সেল ভলিউম (PCV)',
      p2text4: 'MCV',
      p2text4_bn: 'এমসিভি (MCV)',
      p2text5: 'MCH',
      p2text5_bn: 'এমসিএইচ (MCH)',
      p2text6: 'MCHC',
      p2text6_bn: 'এমসিএইচসি (MCHC)',
      p2text7: 'Total WBC count',
      p2text7_bn: 'মোট WBC সংখ্যা',
      p2text8: 'Differential WBC count',
      p2text8_bn: 'ডিফারেনশিয়াল WBC কাউন্ট (DC)',
      p2text9: 'Platelet count',
      p2text9_bn: 'প্লেটলেট কাউন্ট',
      profile3: 'Sugar & Lipids',
      profile3_bn: 'সুগার ও রক্তের চর্বি',
      p3text1: 'Fasting blood sugar (FBS)',
      p3text1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      p3text2: 'Total cholesterol',
      p3text2_bn: 'মোট কোলেস্টেরল',
      p3text3: 'Triglycerides',
      p3text3_bn: 'ট্রাইগ্লিসারাইড',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
      qus1_bn:
        'অ্যালকোহলিজম বা মদের আসক্তি (একে অ্যালকোহল ইউজ ডিসঅর্ডারও বলে) এমন একটা অবস্থা, ' +
        'যাতে শরীর, কাজকর্ম বা পরিবারের ক্ষতি হলেও মানুষটি মদ খাওয়া সামলাতে বা ছাড়তে ' +
        'পারেন না। অনেকদিন ধরে বেশি মদ খেলে লিভার, প্যানক্রিয়াস, হার্ট, রক্ত আর নার্ভের ' +
        'ক্ষতি হতে পারে; এই প্যাকেজগুলোর পরীক্ষায় দেখা হয় এর কয়েকটা অঙ্গ কেমন কাজ করছে।',
    },
  },
  {
    id: 'alcohol-impact-advanced',
    data: {
      name: 'Alcohol Impact – Advanced',
      name_bn: 'অ্যালকোহলের প্রভাব – অ্যাডভান্সড',
      title: 'Includes 66 tests',
      title_bn: '৬৬টি পরীক্ষা আছে',
      pti: '10-12 hours fasting required; water is allowed; no alcohol for 24 hours before',
      pti_bn: '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে; আগের ২৪ ঘণ্টা মদ খাবেন না',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
      mrp: 2600,
      off: 30,
      price: '₹ 1,820',
      post: 'Lab Admin',
      img2: '',
      text1: 'Adds the pancreas, kidneys, salts and vitamins to the liver and blood tests.',
      text1_bn: 'লিভার আর রক্তের পরীক্ষার সঙ্গে প্যানক্রিয়াস, কিডনি, লবণ আর ভিটামিনের পরীক্ষাও আছে।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Liver Function Test',
      profile1_bn: 'লিভারের পরীক্ষা (LFT)',
      ptext1: 'Bilirubin – total',
      ptext1_bn: 'বিলিরুবিন – মোট',
      ptext2: 'Bilirubin – direct',
      ptext2_bn: 'বিলিরুবিন – ডাইরেক্ট',
      ptext3: 'Bilirubin – indirect',
      ptext3_bn: 'বিলিরুবিন – ইনডাইরেক্ট',
      ptext4: 'SGOT (AST)',
      ptext4_bn: 'এসজিওটি (SGOT / AST)',
      ptext5: 'SGPT (ALT)',
      ptext5_bn: 'এসজিপিটি (SGPT / ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext6_bn: 'অ্যালকালাইন ফসফাটেজ (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext7_bn: 'গামা GT (GGT)',
      ptext8: 'Albumin',
      ptext8_bn: 'অ্যালবুমিন',
      profile2: 'Blood, Pancreas & Kidney',
      profile2_bn: 'রক্ত, প্যানক্রিয়াস ও কিডনি',
      p2text1: 'Complete blood count (24 parameters)',
      p2text1_bn: 'সম্পূর্ণ রক্ত পরীক্ষা (24টি মাপ)',
      p2text2: 'ESR',
      p2text2_bn: 'ইএসআর (ESR)',
      p2text3: 'Serum amylase',
      p2text3_bn: 'রক্তে অ্যামাইলেজ',
      p2text4: 'Serum lipase',
      p2text4_bn: 'রক্তে লাইপেজ',
      p2text5: 'Blood urea',
      p2text5_bn: 'রক্তে ইউরিয়া',
      p2text6: 'Serum creatinine',
      p2text6_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text7: 'Serum uric acid',
      p2text7_bn: 'রক্তে ইউরিক অ্যাসিড',
      p2text8: 'Sodium',
      p2text8_bn: 'সোডিয়াম',
      p2text9: 'Potassium',
      p2text9_bn: 'পটাশিয়াম',
      p2text10: 'Magnesium',
      p2text10_bn: 'ম্যাগনেশিয়াম',
      profile3: 'Sugar, Lipids & Vitamins',
      profile3_bn: 'সুগার, রক্তের চর্বি ও ভিটামিন',
      p3text1: 'Fasting blood sugar (FBS)',
      p3text1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      p3text2: 'HbA1c',
      p3text2_bn: 'HbA1c (3 মাসের গড় সুগার)',
      p3text3: 'Lipid profile (7 parameters)',
      p3text3_bn: 'লিপিড প্রোফাইল (7টি মাপ)',
      p3text4: 'Vitamin B12',
      p3text4_bn: 'ভিটামিন B12',
      p3text5: 'Folic acid',
      p3text5_bn: 'ফলিক অ্যাসিড',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
      qus1_bn:
        'অ্যালকোহলিজম বা মদের আসক্তি (একে অ্যালকোহল ইউজ ডিসঅর্ডারও বলে) এমন একটা অবস্থা, ' +
        'যাতে শরীর, কাজকর্ম বা পরিবারের ক্ষতি হলেও মানুষটি মদ খাওয়া সামলাতে বা ছাড়তে ' +
        'পারেন না। অনেকদিন ধরে বেশি মদ খেলে লিভার, প্যানক্রিয়াস, হার্ট, রক্ত আর নার্ভের ' +
        'ক্ষতি হতে পারে; এই প্যাকেজগুলোর পরীক্ষায় দেখা হয় এর কয়েকটা অঙ্গ কেমন কাজ করছে।',
    },
  },
  {
    id: 'liver-care-package',
    data: {
      name: 'Liver Care Package',
      name_bn: 'লিভারের যত্নের প্যাকেজ',
      title: 'Includes 30 tests',
      title_bn: '৩০টি পরীক্ষা আছে',
      pti: '8-10 hours fasting required; water is allowed',
      pti_bn: '৮-১০ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
      mrp: 1400,
      off: 20,
      price: 1120,
      post: 'Lab Admin',
      img2: '',
      text1: 'Liver function with hepatitis B and C screening and a clotting test.',
      text1_bn: 'লিভারের পরীক্ষা, সঙ্গে হেপাটাইটিস B ও C আছে কি না, আর রক্ত জমাট বাঁধার একটা পরীক্ষা।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Liver Function Test',
      profile1_bn: 'লিভারের পরীক্ষা (LFT)',
      ptext1: 'Bilirubin – total',
      ptext1_bn: 'বিলিরুবিন – মোট',
      ptext2: 'Bilirubin – direct',
      ptext2_bn: 'বিলিরুবিন – ডাইরেক্ট',
      ptext3: 'Bilirubin – indirect',
      ptext3_bn: 'বিলিরুবিন – ইনডাইরেক্ট',
      ptext4: 'SGOT (AST)',
      ptext4_bn: 'এসজিওটি (SGOT / AST)',
      ptext5: 'SGPT (ALT)',
      ptext5_bn: 'এসজিপিটি (SGPT / ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext6_bn: 'অ্যালকালাইন ফসফাটেজ (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext7_bn: 'গামা GT (GGT)',
      ptext8: 'Albumin',
      ptext8_bn: 'অ্যালবুমিন',
      profile2: 'Hepatitis Screening',
      profile2_bn: 'হেপাটাইটিসের পরীক্ষা',
      p2text1: 'HBsAg',
      p2text1_bn: 'HBsAg (হেপাটাইটিস B)',
      p2text2: 'Anti-HCV antibody',
      p2text2_bn: 'Anti-HCV অ্যান্টিবডি (হেপাটাইটিস C)',
      profile3: 'Clotting & Blood Count',
      profile3_bn: 'রক্ত জমাট বাঁধা ও রক্তের কাউন্ট',
      p3text1: 'Prothrombin time (PT) with INR',
      p3text1_bn: 'প্রোথ্রম্বিন টাইম (PT), INR সহ',
      p3text2: 'Platelet count',
      p3text2_bn: 'প্লেটলেট কাউন্ট',
      p3text3: 'Haemoglobin',
      p3text3_bn: 'হিমোগ্লোবিন',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
      qus1_bn:
        'অ্যালকোহলিজম বা মদের আসক্তি (একে অ্যালকোহল ইউজ ডিসঅর্ডারও বলে) এমন একটা অবস্থা, ' +
        'যাতে শরীর, কাজকর্ম বা পরিবারের ক্ষতি হলেও মানুষটি মদ খাওয়া সামলাতে বা ছাড়তে ' +
        'পারেন না। অনেকদিন ধরে বেশি মদ খেলে লিভার, প্যানক্রিয়াস, হার্ট, রক্ত আর নার্ভের ' +
        'ক্ষতি হতে পারে; এই প্যাকেজগুলোর পরীক্ষায় দেখা হয় এর কয়েকটা অঙ্গ কেমন কাজ করছে।',
    },
  },
  {
    id: 'alcohol-impact-comprehensive',
    data: {
      name: 'Alcohol Impact – Comprehensive',
      name_bn: 'অ্যালকোহলের প্রভাব – সম্পূর্ণ',
      title: 'Includes 94 tests',
      title_bn: '৯৪টি পরীক্ষা আছে',
      pti: '10-12 hours fasting required; water is allowed; no alcohol for 24 hours before',
      pti_bn: '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে; আগের ২৪ ঘণ্টা মদ খাবেন না',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
      mrp: 3800,
      off: 40,
      price: 2280,
      post: 'Lab Admin',
      img2: '',
      text1:
        'Our fullest alcohol-impact check: liver, pancreas, kidneys, clotting, heart ' +
        'risk, vitamins and an ECG.',
      text1_bn:
        'অ্যালকোহলের প্রভাব দেখার আমাদের সবচেয়ে বড় চেক-আপ: লিভার, প্যানক্রিয়াস, ' +
        'কিডনি, রক্ত জমাট বাঁধা, হার্টের ঝুঁকি, ভিটামিন আর একটা ECG।',
      text2:
        'Give the samples at the centre or book a home collection; reports can be ' +
        'collected at the counter or sent on WhatsApp.',
      text2_bn:
        'সেন্টারে এসে নমুনা দিন, অথবা বাড়ি থেকে নমুনা নেওয়ার জন্য বুক করুন; ' +
        'রিপোর্ট কাউন্টার থেকে নিতে পারেন বা WhatsApp-এ পাঠিয়ে দেওয়া হবে।',
      profile1: 'Liver Function Test',
      profile1_bn: 'লিভারের পরীক্ষা (LFT)',
      ptext1: 'Bilirubin – total',
      ptext1_bn: 'বিলিরুবিন – মোট',
      ptext2: 'Bilirubin – direct',
      ptext2_bn: 'বিলিরুবিন – ডাইরেক্ট',
      ptext3: 'Bilirubin – indirect',
      ptext3_bn: 'বিলিরুবিন – ইনডাইরেক্ট',
      ptext4: 'SGOT (AST)',
      ptext4_bn: 'এসজিওটি (SGOT / AST)',
      ptext5: 'SGPT (ALT)',
      ptext5_bn: 'এসজিপিটি (SGPT / ALT)',
      ptext6: 'Alkaline phosphatase (ALP)',
      ptext6_bn: 'অ্যালকালাইন ফসফাটেজ (ALP)',
      ptext7: 'Gamma GT (GGT)',
      ptext7_bn: 'গামা GT (GGT)',
      ptext8: 'Albumin',
      ptext8_bn: 'অ্যালবুমিন',
      profile2: 'Blood & Organ Function',
      profile2_bn: 'রক্ত ও অঙ্গগুলোর কাজ',
      p2text1: 'Complete blood count (24 parameters)',
      p2text1_bn: 'সম্পূর্ণ রক্ত পরীক্ষা (24টি মাপ)',
      p2text2: 'ESR',
      p2text2_bn: 'ইএসআর (ESR)',
      p2text3: 'Prothrombin time (PT) with INR',
      p2text3_bn: 'প্রোথ্রম্বিন টাইম (PT), INR সহ',
      p2text4: 'Serum amylase',
      p2text4_bn: 'রক্তে অ্যামাইলেজ',
      p2text5: 'Serum lipase',
      p2text5_bn: 'রক্তে লাইপেজ',
      p2text6: 'Blood urea',
      p2text6_bn: 'রক্তে ইউরিয়া',
      p2text7: 'Serum creatinine',
      p2text7_bn: 'রক্তে ক্রিয়েটিনিন',
      p2text8: 'Serum uric acid',
      p2text8_bn: 'রক্তে ইউরিক অ্যাসিড',
      p2text9: 'Serum electrolytes (Na, K, Cl)',
      p2text9_bn: 'রক্তে লবণের মাপ (Na, K, Cl)',
      p2text10: 'Magnesium',
      p2text10_bn: 'ম্যাগনেশিয়াম',
      profile3: 'Heart, Sugar & Vitamins',
      profile3_bn: 'হার্ট, সুগার ও ভিটামিন',
      p3text1: 'Lipid profile (7 parameters)',
      p3text1_bn: 'লিপিড প্রোফাইল (7টি মাপ)',
      p3text2: 'Fasting blood sugar (FBS)',
      p3text2_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      p3text3: 'HbA1c',
      p3text3_bn: 'HbA1c (3 মাসের গড় সুগার)',
      p3text4: 'Vitamin B12',
      p3text4_bn: 'ভিটামিন B12',
      p3text5: 'Folic acid',
      p3text5_bn: 'ফলিক অ্যাসিড',
      p3text6: 'Vitamin D (25-OH)',
      p3text6_bn: 'ভিটামিন D (25-OH)',
      p3text7: 'HBsAg',
      p3text7_bn: 'HBsAg (হেপাটাইটিস B)',
      p3text8: 'ECG',
      p3text8_bn: 'ইসিজি (ECG)',
      qus1:
        'Alcoholism, also called alcohol use disorder, is a condition in which a person ' +
        'finds it hard to control or stop drinking even when it harms their health, ' +
        'work or family. Long-term heavy drinking can affect the liver, pancreas, ' +
        'heart, blood and nerves; the tests in these packages look at how some of those ' +
        'organs are working.',
      qus1_bn:
        'অ্যালকোহলিজম বা মদের আসক্তি (একে অ্যালকোহল ইউজ ডিসঅর্ডারও বলে) এমন একটা অবস্থা, ' +
        'যাতে শরীর, কাজকর্ম বা পরিবারের ক্ষতি হলেও মানুষটি মদ খাওয়া সামলাতে বা ছাড়তে ' +
        'পারেন না। অনেকদিন ধরে বেশি মদ খেলে লিভার, প্যানক্রিয়াস, হার্ট, রক্ত আর নার্ভের ' +
        'ক্ষতি হতে পারে; এই প্যাকেজগুলোর পরীক্ষায় দেখা হয় এর কয়েকটা অঙ্গ কেমন কাজ করছে।',
    },
  },
];
