import type { RawDocument } from '../types';

/**
 * The demo's health concerns (the `Conditions` collection): each a page naming the tests, packages
 * and doctors that answer it. Plain, careful words in both languages: no doses, no diagnoses.
 */
export const conditionDocuments: RawDocument[] = [
  {
    id: 'fever',
    data: {
      name: 'Fever',
      name_bn: 'জ্বর',
      intro:
        "A fever means the body's temperature has gone up, usually because it is fighting an infection. In West Bengal, dengue, malaria and typhoid are common causes, especially in and after the monsoon; many viral fevers settle on their own.\n" +
        'Doctors often start with a CBC, which counts the blood cells and platelets, and may add a dengue NS1 or antibody test, a malaria test, a Widal or Typhidot test for typhoid, and a urine routine. These tests cannot by themselves say which illness you have; your doctor decides which are needed and reads the reports.\n' +
        'See a doctor if a fever lasts over two or three days, or comes with severe headache, vomiting, bleeding, drowsiness or breathlessness; sooner for babies and older people.',
      intro_bn:
        'জ্বর মানে শরীরের তাপমাত্রা বেড়ে যাওয়া, সাধারণত শরীর কোনো সংক্রমণের সঙ্গে লড়ছে বলে। পশ্চিমবঙ্গে বর্ষায় আর বর্ষার পরে ডেঙ্গি, ম্যালেরিয়া আর টাইফয়েড খুব হয়; অনেক ভাইরাল জ্বর আবার নিজে থেকেই সেরে যায়।\n' +
        'ডাক্তাররা প্রায়ই প্রথমে CBC করতে বলেন, তাতে রক্তের কোষ আর প্লেটলেট গোনা হয়; সঙ্গে ডেঙ্গি NS1 বা অ্যান্টিবডি টেস্ট, ম্যালেরিয়ার টেস্ট, টাইফয়েডের জন্য ওয়াইডাল বা টাইফিডট, আর ইউরিন রুটিন করতে বলতে পারেন। শুধু এই টেস্টগুলো দেখেই কোন অসুখ হয়েছে বলা যায় না; কোন টেস্ট লাগবে তা আপনার ডাক্তার ঠিক করবেন, আর লক্ষণের সঙ্গে মিলিয়ে রিপোর্ট পড়বেন।\n' +
        'জ্বর দু-তিন দিনের বেশি থাকলে, বা সঙ্গে প্রচণ্ড মাথাব্যথা, বমি, রক্তপাত, ঝিমুনি বা শ্বাসকষ্ট থাকলে ডাক্তার দেখান; ছোট শিশু আর বয়স্কদের বেলায় আরও আগে।',
      words: 'high temperature, temperature, dengue, malaria, typhoid, viral, monsoon',
      words_bn: 'গা গরম, টেম্পারেচার, ডেঙ্গি, ডেঙ্গু, ম্যালেরিয়া, টাইফয়েড, ভাইরাল',
      tests: [
        'cbc',
        'dengue-ns1',
        'dengue-igg-igm',
        'malaria-antigen',
        'mp-smear',
        'widal',
        'typhidot',
        'urine-routine',
      ],
      packages: ['fever-check-package'],
      doctors: ['sayantan-ghoshal', 'debasree-pal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'thyroid',
    data: {
      name: 'Thyroid',
      name_bn: 'থাইরয়েড',
      intro:
        'The thyroid is a small gland in the front of the neck whose hormones set the pace at which the body uses energy. Too little can bring tiredness, feeling cold and weight gain; too much can bring weight loss, feeling hot, shaky hands or a racing heart.\n' +
        'Doctors usually start with TSH, sometimes with T3 and T4 or their free forms, and may add an anti-TPO antibody test or an ultrasound of the neck. These tests cannot by themselves say you have a thyroid illness; your doctor decides which are needed and reads the report.\n' +
        'See a doctor if such changes last for weeks, if a swelling appears in the neck, or if you are pregnant or planning a pregnancy.',
      intro_bn:
        'থাইরয়েড গলার সামনের দিকে একটি ছোট গ্রন্থি, যার হরমোন ঠিক করে শরীর কত দ্রুত শক্তি খরচ করবে। হরমোন কম হলে ক্লান্তি, শীত শীত ভাব আর ওজন বাড়া দেখা দিতে পারে; বেশি হলে ওজন কমে যাওয়া, বেশি গরম লাগা, হাত কাঁপা বা বুক ধড়ফড় হতে পারে।\n' +
        'ডাক্তাররা সাধারণত প্রথমে TSH করতে বলেন, কখনো সঙ্গে T3 ও T4 বা তাদের ফ্রি রূপ; দরকারে অ্যান্টি-TPO অ্যান্টিবডি টেস্ট বা গলার আল্ট্রাসাউন্ডও করতে বলতে পারেন। শুধু এই টেস্ট দেখে থাইরয়েডের অসুখ হয়েছে কি না বলা যায় না; কোন টেস্ট লাগবে তা আপনার ডাক্তার ঠিক করবেন, আর তিনিই রিপোর্ট পড়ে বুঝিয়ে দেবেন।\n' +
        'এমন বদল কয়েক সপ্তাহ ধরে চললে, গলায় ফোলা দেখা দিলে, বা অন্তঃসত্ত্বা হলে কিংবা সন্তান পরিকল্পনা করলে ডাক্তার দেখান।',
      words: 'TSH, T3, T4, hypothyroidism, hyperthyroidism, goitre, neck swelling',
      words_bn: 'TSH, গলগণ্ড, গলা ফোলা, হাইপোথাইরয়েড, হরমোন',
      tests: ['tsh', 'thyroid-profile', 'free-thyroid-profile', 'anti-tpo', 'usg-thyroid-neck'],
      packages: ['full-body-checkup', 'womens-health-checkup'],
      doctors: ['oindrila-sarkar', 'sayantan-ghoshal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'diabetes',
    data: {
      name: 'Diabetes',
      name_bn: 'ডায়াবেটিস (মধুমেহ)',
      intro:
        'Diabetes means the body cannot keep blood sugar in check, so it stays higher than it should. Over years, high sugar can harm the eyes, kidneys, nerves, heart and feet, often without pain at first.\n' +
        'Doctors usually ask for a fasting sugar, a sugar after a meal and HbA1c, which shows the average sugar of the past two to three months. For people with diabetes they may add kidney tests, a urine albumin test and a lipid profile. A single report cannot by itself say you have diabetes; your doctor decides which tests are needed and reads them together.\n' +
        'See a doctor if you are very thirsty, pass urine often, lose weight without trying, or if diabetes runs in your family.',
      intro_bn:
        'ডায়াবেটিস বা মধুমেহ মানে শরীর রক্তের সুগার ঠিকমতো সামলাতে পারছে না, তাই সুগার যতটা থাকার কথা তার চেয়ে বেশি থাকে। বছরের পর বছর সুগার বেশি থাকলে চোখ, কিডনি, স্নায়ু, হার্ট আর পায়ের ক্ষতি হতে পারে, শুরুতে প্রায়ই কোনো কষ্ট ছাড়াই।\n' +
        'ডাক্তাররা সাধারণত খালি পেটের সুগার, খাওয়ার পরের সুগার আর HbA1c করতে বলেন; HbA1c দেখায় গত দুই-তিন মাসের গড় সুগার। যাঁদের ডায়াবেটিস আছে, তাঁদের কিডনির টেস্ট, প্রস্রাবে অ্যালবুমিনের টেস্ট আর লিপিড প্রোফাইলও করতে বলা হয়। একটা রিপোর্ট দেখেই ডায়াবেটিস হয়েছে বলা যায় না; কোন টেস্ট লাগবে তা ডাক্তার ঠিক করবেন, আর সব রিপোর্ট মিলিয়ে পড়বেন।\n' +
        'খুব তেষ্টা পেলে, ঘন ঘন প্রস্রাব হলে, চেষ্টা ছাড়াই ওজন কমে গেলে, বা পরিবারে কারও ডায়াবেটিস থাকলে ডাক্তার দেখান।',
      words: 'sugar, blood sugar, diabetic, glucose, madhumeha, HbA1c',
      words_bn: 'সুগার, মধুমেহ, ব্লাড সুগার, ডায়াবেটিক, গ্লুকোজ',
      tests: ['fbs', 'ppbs', 'hba1c', 'rbs', 'gtt', 'urine-microalbumin', 'kft', 'lipid-profile'],
      packages: ['diabetes-screening', 'diabetes-care-basic', 'diabetes-care-advanced'],
      doctors: ['oindrila-sarkar', 'sayantan-ghoshal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'pregnancy',
    data: {
      name: 'Pregnancy',
      name_bn: 'গর্ভাবস্থা',
      intro:
        'A late period is often the first sign of a pregnancy. A urine pregnancy test looks for hCG, the pregnancy hormone; a beta hCG blood test measures its level, which helps when the answer is unclear. A test done very early can miss a pregnancy.\n' +
        'Once a pregnancy is confirmed, doctors usually ask for an antenatal profile (blood count, blood group, sugar, thyroid, urine and some infections), a sugar test for pregnancy (GCT), and ultrasound scans at set stages to see how the baby is growing. Your doctor decides which tests are needed and when, and reads every report.\n' +
        'See a doctor early in every pregnancy, and at once for bleeding, severe stomach pain, high fever, or if the baby seems to move less.',
      intro_bn:
        'মাসিক দেরিতে হওয়াই প্রায়ই গর্ভাবস্থার প্রথম ইঙ্গিত। ইউরিন প্রেগন্যান্সি টেস্টে প্রস্রাবে গর্ভাবস্থার হরমোন hCG খোঁজা হয়; রক্তের বিটা hCG টেস্টে সেই হরমোনের মাত্রা মাপা হয়, যা উত্তর স্পষ্ট না হলে কাজে লাগে। খুব তাড়াতাড়ি টেস্ট করলে গর্ভাবস্থা ধরা না-ও পড়তে পারে।\n' +
        'গর্ভাবস্থা নিশ্চিত হলে ডাক্তাররা সাধারণত অ্যান্টিনেটাল প্রোফাইল (রক্তের কাউন্ট, ব্লাড গ্রুপ, সুগার, থাইরয়েড, প্রস্রাব আর কয়েকটি সংক্রমণের পরীক্ষা), প্রেগন্যান্সির সুগার টেস্ট (GCT), আর বাচ্চা কেমন বাড়ছে দেখতে নির্দিষ্ট সময়ে আল্ট্রাসাউন্ড করতে বলেন। কোন টেস্ট কখন লাগবে, তা আপনার ডাক্তার ঠিক করবেন, আর তিনিই প্রতিটি রিপোর্ট দেখবেন।\n' +
        'প্রতিবার গর্ভাবস্থার শুরুতেই ডাক্তার দেখান। রক্তপাত, পেটে প্রচণ্ড ব্যথা, বেশি জ্বর, বা বাচ্চার নড়াচড়া কম মনে হলে দেরি না করে ডাক্তারের কাছে যান।',
      words: 'pregnant, expecting a baby, antenatal, prenatal, missed period, UPT, obstetric scan',
      words_bn: 'প্রেগন্যান্সি, অন্তঃসত্ত্বা, সন্তানসম্ভবা, পোয়াতি, মাসিক বন্ধ, বাচ্চার স্ক্যান',
      tests: [
        'urine-pregnancy-test',
        'beta-hcg',
        'antenatal-profile',
        'usg-obstetric',
        'gct-pregnancy',
        'tsh',
        'usg-nt-scan',
        'usg-anomaly-scan',
      ],
      packages: [],
      doctors: ['madhurima-basak'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'heart-check',
    data: {
      name: 'Heart check-up',
      name_bn: 'হার্টের পরীক্ষা',
      intro:
        'A heart check-up looks at how the heart is working and at what raises the risk of heart disease, such as high cholesterol, high blood pressure and diabetes, which often cause no trouble at first.\n' +
        "An ECG records the heart's electrical signals. An echo uses ultrasound to show the valves and pumping; a TMT records the heart while you walk on a treadmill. A lipid profile measures blood fats, and a Holter or ABPM records the heartbeat or blood pressure through a day. Your doctor decides which tests you need and reads the results; one normal test cannot rule out every heart problem.\n" +
        'See a doctor for chest pain, breathlessness, palpitations or fainting. For severe chest pain, go to a hospital at once.',
      intro_bn:
        'হার্টের পরীক্ষায় দেখা হয় হার্ট কেমন কাজ করছে, আর যেসব কারণে হার্টের অসুখের ঝুঁকি বাড়ে, যেমন বেশি কোলেস্টেরল, উচ্চ রক্তচাপ আর ডায়াবেটিস; শুরুতে এগুলো প্রায়ই কোনো কষ্ট দেয় না।\n' +
        'ECG-তে হার্টের বৈদ্যুতিক সংকেত রেকর্ড হয়। ইকোতে আল্ট্রাসাউন্ড দিয়ে হার্টের ভালভ আর পাম্প করার ক্ষমতা দেখা হয়; TMT-তে ট্রেডমিলে হাঁটার সময় হার্টের রেকর্ড নেওয়া হয়। লিপিড প্রোফাইলে রক্তের চর্বি মাপা হয়, আর হল্টার বা ABPM সারা দিন ধরে হৃৎস্পন্দন বা রক্তচাপ রেকর্ড করে। কোন টেস্ট লাগবে তা আপনার ডাক্তার ঠিক করবেন, আর তিনিই ফলাফল পড়বেন; একটা টেস্ট স্বাভাবিক এলেই হার্টের সব সমস্যা বাদ দেওয়া যায় না।\n' +
        'বুকে ব্যথা, হাঁপ ধরা, বুক ধড়ফড় বা অজ্ঞান হয়ে যাওয়ার মতো কিছু হলে ডাক্তার দেখান। বুকে খুব বেশি ব্যথা হলে তখনই হাসপাতালে যান।',
      words: 'heart, cardiac, ECG, echo, TMT, chest pain, cholesterol, blood pressure, BP',
      words_bn: 'হার্ট, হৃদযন্ত্র, ECG, ইকো, বুকে ব্যথা, কোলেস্টেরল, প্রেশার',
      tests: ['ecg', '2d-echo', 'tmt', 'lipid-profile', 'holter-24h', 'abpm', 'hs-crp'],
      packages: ['senior-citizen-checkup'],
      doctors: ['subhankar-hazra'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'kidney',
    data: {
      name: 'Kidney',
      name_bn: 'কিডনি',
      intro:
        "The kidneys clean the blood, pass out waste and extra water as urine, and help keep blood pressure and the body's salts in balance. Kidney trouble often gives no signs at first, so people with diabetes or high blood pressure are checked regularly.\n" +
        'Doctors usually ask for a kidney function test (KFT), which measures urea and creatinine, with a urine routine and a urine albumin test. An ultrasound (USG KUB) shows the kidneys and can show stones or a blockage. These tests cannot by themselves say you have kidney disease; your doctor decides which are needed and reads the reports.\n' +
        'See a doctor for swelling of the feet or face, much less urine, blood in the urine, or pain in the side of the back.',
      intro_bn:
        'কিডনি রক্ত পরিষ্কার করে, বর্জ্য আর বাড়তি জল প্রস্রাবের সঙ্গে বের করে দেয়, আর রক্তচাপ ও শরীরের লবণের ভারসাম্য রাখতে সাহায্য করে। কিডনির সমস্যা শুরুতে প্রায়ই কোনো লক্ষণ দেয় না, তাই ডায়াবেটিস বা উচ্চ রক্তচাপ থাকলে নিয়মিত পরীক্ষা করানো হয়।\n' +
        'ডাক্তাররা সাধারণত কিডনি ফাংশন টেস্ট (KFT) করতে বলেন, যাতে ইউরিয়া আর ক্রিয়েটিনিন মাপা হয়; সঙ্গে ইউরিন রুটিন আর ইউরিন অ্যালবুমিনের টেস্ট। আল্ট্রাসাউন্ডে (USG KUB) কিডনি দেখা যায়, পাথর বা কোথাও আটকে আছে কি না তাও বোঝা যায়। শুধু এই টেস্ট দেখে কিডনির অসুখ হয়েছে বলা যায় না; কোন টেস্ট লাগবে তা ডাক্তার ঠিক করবেন, আর রিপোর্ট মিলিয়ে পড়বেন।\n' +
        'পা বা মুখ ফুলে গেলে, প্রস্রাব অনেক কমে গেলে, প্রস্রাবে রক্ত দেখলে, বা কোমরের পাশে ব্যথা হলে ডাক্তার দেখান।',
      words: 'renal, KFT, RFT, creatinine, urea, stone, urine problem',
      words_bn: 'বৃক্ক, KFT, ক্রিয়েটিনিন, ইউরিয়া, পাথর, প্রস্রাবের সমস্যা',
      tests: [
        'kft',
        'creatinine',
        'urea',
        'urine-routine',
        'urine-microalbumin',
        'electrolytes',
        'usg-kub',
        'uric-acid',
      ],
      packages: ['essential-health-checkup', 'senior-citizen-checkup'],
      doctors: ['sayantan-ghoshal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'liver',
    data: {
      name: 'Liver',
      name_bn: 'লিভার',
      intro:
        'The liver, under the ribs on the right, stores energy, makes proteins, clears many medicines and alcohol from the blood, and makes bile for digestion. Hepatitis, an infection spread through unsafe water or blood, fatty liver and regular drinking can harm it. Jaundice, yellow eyes and skin, is a common sign of trouble.\n' +
        'Doctors usually ask for a liver function test (LFT), which measures bilirubin, enzymes such as SGPT, and proteins, and may add tests for hepatitis viruses and an ultrasound of the abdomen. These tests cannot by themselves say you have liver disease; your doctor decides which are needed and reads them together.\n' +
        'See a doctor for yellow eyes or urine, loss of appetite, pain in the upper right belly or a swollen belly.',
      intro_bn:
        'লিভার থাকে পেটের ডান দিকে, পাঁজরের নিচে। এটি শক্তি জমিয়ে রাখে, প্রোটিন তৈরি করে, রক্ত থেকে অনেক ওষুধ আর মদ সরিয়ে দেয়, আর হজমের জন্য পিত্তরস বানায়। দূষিত জল বা রক্ত থেকে ছড়ানো হেপাটাইটিস, ফ্যাটি লিভার আর নিয়মিত মদ্যপান লিভারের ক্ষতি করতে পারে। চোখ আর গা হলুদ হওয়া, অর্থাৎ জন্ডিস, গোলমালের চেনা লক্ষণ।\n' +
        'ডাক্তাররা সাধারণত লিভার ফাংশন টেস্ট (LFT) করতে বলেন, যাতে বিলিরুবিন, SGPT-র মতো এনজাইম আর প্রোটিন মাপা হয়; সঙ্গে হেপাটাইটিস ভাইরাসের টেস্ট আর পেটের আল্ট্রাসাউন্ডও করতে বলতে পারেন। শুধু এই টেস্ট দেখে লিভারের অসুখ হয়েছে বলা যায় না; কোন টেস্ট লাগবে তা ডাক্তার ঠিক করবেন, আর রিপোর্ট মিলিয়ে পড়বেন।\n' +
        'চোখ বা প্রস্রাব হলুদ হলে, খিদে কমে গেলে, পেটের ডান দিকে ওপরে ব্যথা হলে বা পেট ফুলে গেলে ডাক্তার দেখান।',
      words: 'LFT, jaundice, hepatitis, SGPT, bilirubin, hepatic',
      words_bn: 'যকৃৎ, জন্ডিস, ন্যাবা, হেপাটাইটিস, বিলিরুবিন, LFT',
      tests: ['lft', 'sgpt', 'ggt', 'hbsag', 'anti-hcv', 'hav-igm', 'hev-igm', 'usg-whole-abdomen'],
      packages: ['liver-care-package', 'alcohol-impact-basic'],
      doctors: ['sayantan-ghoshal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
  {
    id: 'anaemia',
    data: {
      name: 'Anaemia',
      name_bn: 'রক্তাল্পতা',
      intro:
        'Anaemia means the blood has less haemoglobin than the body needs, so less oxygen reaches the body. It can cause tiredness, weakness, breathlessness or pale skin, and is common in women, especially in pregnancy, and in children. Lack of iron is a frequent cause; others are low B12 or folic acid, blood loss, and inherited conditions such as thalassaemia, common in West Bengal.\n' +
        'Doctors usually start with a CBC or haemoglobin, then may ask for iron studies, ferritin, B12 or a thalassaemia test to find the cause. A report alone cannot say what lies behind the anaemia; your doctor decides which tests are needed and reads them.\n' +
        'See a doctor for lasting tiredness, breathlessness, very heavy periods or black stools, and do not start iron tablets without asking.',
      intro_bn:
        'রক্তাল্পতা বা অ্যানিমিয়া মানে রক্তে হিমোগ্লোবিন দরকারের চেয়ে কম, তাই শরীরে অক্সিজেন কম পৌঁছয়। এতে ক্লান্তি, দুর্বলতা, হাঁপ ধরা বা ফ্যাকাশে ভাব হতে পারে; মহিলা, অন্তঃসত্ত্বা আর শিশুদের মধ্যে এটি খুব দেখা যায়। আয়রনের অভাব একটা বড় কারণ; বি১২ বা ফলিক অ্যাসিডের অভাব, রক্তক্ষরণ, আর থ্যালাসেমিয়ার মতো বংশগত অসুখ থেকেও হতে পারে। পশ্চিমবঙ্গে থ্যালাসেমিয়া বেশ চেনা।\n' +
        'ডাক্তাররা সাধারণত প্রথমে CBC বা হিমোগ্লোবিন টেস্ট করতে বলেন, তারপর কারণ খুঁজতে আয়রন স্টাডিজ, ফেরিটিন, বি১২ বা থ্যালাসেমিয়ার টেস্ট করতে বলতে পারেন। শুধু রিপোর্ট দেখে রক্তাল্পতার কারণ বলা যায় না; কোন টেস্ট লাগবে তা আপনার ডাক্তার ঠিক করবেন, আর তিনিই রিপোর্ট পড়বেন।\n' +
        'ক্লান্তি না কমলে, হাঁপ ধরলে, মাসিকে খুব বেশি রক্ত গেলে বা পায়খানা কালো হলে ডাক্তার দেখান। নিজে থেকে আয়রন ট্যাবলেট খাওয়া শুরু করবেন না।',
      words: 'anemia, low haemoglobin, low Hb, iron deficiency, thalassaemia, weakness, pale',
      words_bn: 'অ্যানিমিয়া, রক্ত কম, হিমোগ্লোবিন কম, আয়রনের অভাব, থ্যালাসেমিয়া',
      tests: [
        'cbc',
        'haemoglobin',
        'anaemia-profile',
        'iron-studies',
        'ferritin',
        'vitamin-b12',
        'hplc-thalassaemia',
        // An id no list has: left out of the page and reported to staff.
        'retired-test-id',
      ],
      packages: ['womens-health-checkup'],
      doctors: ['sayantan-ghoshal'],
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-20',
    },
  },
];
