import type { RawDocument } from '../types';

const METAL = 'Remove jewellery and metal objects; tell the staff if you may be pregnant';
const METAL_BN = 'গয়না আর ধাতুর জিনিস খুলে রাখুন; গর্ভবতী হতে পারেন মনে হলে আমাদের জানান';
const FULL_BLADDER = 'Full bladder: drink 4-5 glasses of water 1 hour before and do not pass urine';
const FULL_BLADDER_BN = 'প্রস্রাব চেপে আসতে হবে: ১ ঘণ্টা আগে ৪-৫ গ্লাস জল খান, আর প্রস্রাব করবেন না';
const FASTING_6H = '6 hours fasting required';
const FASTING_6H_BN = '৬ ঘণ্টা খালি পেটে আসুন';
const PCPNDT = "Doctor's prescription and photo ID required (PCPNDT rules)";
const PCPNDT_BN = 'ডাক্তারের প্রেসক্রিপশন আর ছবিওয়ালা পরিচয়পত্র লাগবে (PCPNDT আইন)';

/**
 * Demo radiology and imaging tests (collection Radiology): name, pti and delivery only, each followed by its
 * Bengali twin (name_bn, pti_bn, delivery_bn).
 */
export const radiologyTestDocuments: RawDocument[] = [
  {
    id: 'xray-chest-pa',
    data: {
      name: 'X-Ray Chest PA View',
      name_bn: 'বুকের এক্স-রে (Chest PA View)',
      rank: 1,
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-chest-pa-lateral',
    data: {
      name: 'X-Ray Chest PA & Lateral',
      name_bn: 'বুকের এক্স-রে, সামনে ও পাশ থেকে (Chest PA & Lateral)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-ls-spine-ap-lat',
    data: {
      name: 'X-Ray LS Spine AP & Lateral',
      name_bn: 'কোমরের শিরদাঁড়ার এক্স-রে (LS Spine AP & Lateral)',
      rank: 5,
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-cervical-spine-ap-lat',
    data: {
      name: 'X-Ray Cervical Spine AP & Lateral',
      name_bn: 'ঘাড়ের শিরদাঁড়ার এক্স-রে (Cervical Spine AP & Lateral)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-both-knees-standing',
    data: {
      name: 'X-Ray Both Knees AP & Lateral (Standing)',
      name_bn: 'দুই হাঁটুর এক্স-রে, দাঁড়িয়ে (Both Knees AP & Lateral)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-pns',
    data: {
      name: "X-Ray PNS (Water's View)",
      name_bn: 'সাইনাসের এক্স-রে (PNS, Water’s View)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-abdomen-erect',
    data: {
      name: 'X-Ray Abdomen Erect',
      name_bn: 'পেটের এক্স-রে, দাঁড়িয়ে (Abdomen Erect)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-kub',
    data: {
      name: 'X-Ray KUB',
      name_bn: 'কিডনি, প্রস্রাবের নালি ও থলির এক্স-রে (X-Ray KUB)',
      pti: 'Empty stomach preferred; follow any bowel preparation your doctor gave you',
      pti_bn: 'খালি পেটে এলে ভালো; পেট পরিষ্কারের জন্য ডাক্তার কোনো ওষুধ বা নিয়ম দিলে তা মেনে চলুন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-pelvis-both-hips',
    data: {
      name: 'X-Ray Pelvis AP (Both Hips)',
      name_bn: 'কোমরের হাড় ও দুই হিপের এক্স-রে (Pelvis AP)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-shoulder-ap',
    data: {
      name: 'X-Ray Shoulder AP',
      name_bn: 'কাঁধের এক্স-রে (Shoulder AP)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-hand-wrist',
    data: {
      name: 'X-Ray Hand / Wrist AP & Oblique',
      name_bn: 'হাত / কবজির এক্স-রে (Hand / Wrist AP & Oblique)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'xray-ankle-foot',
    data: {
      name: 'X-Ray Ankle / Foot AP & Lateral',
      name_bn: 'গোড়ালি / পায়ের পাতার এক্স-রে (Ankle / Foot AP & Lateral)',
      pti: METAL,
      pti_bn: METAL_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'hsg',
    data: {
      name: 'HSG (Hysterosalpingography)',
      name_bn: 'জরায়ু ও টিউবের এক্স-রে (HSG)',
      pti: 'Between day 7 and 10 of the cycle; appointment required',
      pti_bn: 'মাসিক শুরুর ৭ থেকে ১০ দিনের মধ্যে; আগে থেকে সময় নিতে হবে',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'ivp',
    data: {
      name: 'IVP (Intravenous Pyelography)',
      name_bn: 'ইনজেকশন দিয়ে কিডনির এক্স-রে (IVP)',
      pti: 'Recent creatinine report, overnight fasting and bowel preparation; appointment needed',
      pti_bn:
        'নতুন ক্রিয়েটিনিন রিপোর্ট আনুন, আগের রাত থেকে খালি পেটে ' +
        'থাকুন আর পেট পরিষ্কার করে আসুন; আগে থেকে সময় নিতে হবে',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'barium-swallow',
    data: {
      name: 'Barium Swallow',
      name_bn: 'বেরিয়াম গিলে খাদ্যনালির এক্স-রে (Barium Swallow)',
      pti: FASTING_6H,
      pti_bn: FASTING_6H_BN,
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'usg-whole-abdomen',
    data: {
      name: 'USG Whole Abdomen',
      name_bn: 'পুরো পেটের আল্ট্রাসাউন্ড (USG Whole Abdomen)',
      rank: 2,
      pti: '6 hours fasting, then a full bladder: drink 4-5 glasses of water 1 hour before',
      pti_bn: '৬ ঘণ্টা খালি পেটে থাকুন, তারপর প্রস্রাব চেপে আসুন: ১ ঘণ্টা আগে ৪-৫ গ্লাস জল খান',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-upper-abdomen',
    data: {
      name: 'USG Upper Abdomen (Hepatobiliary)',
      name_bn: 'ওপর-পেটের আল্ট্রাসাউন্ড – লিভার ও পিত্তথলি (USG Upper Abdomen)',
      pti: FASTING_6H,
      pti_bn: FASTING_6H_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-lower-abdomen',
    data: {
      name: 'USG Lower Abdomen (Pelvis)',
      name_bn: 'তলপেটের আল্ট্রাসাউন্ড (USG Lower Abdomen / Pelvis)',
      rank: 3,
      pti: FULL_BLADDER,
      pti_bn: FULL_BLADDER_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-kub',
    data: {
      name: 'USG KUB with PVR',
      name_bn: 'কিডনি ও প্রস্রাবের থলির আল্ট্রাসাউন্ড (USG KUB with PVR)',
      pti: FULL_BLADDER,
      pti_bn: FULL_BLADDER_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-tvs',
    data: {
      name: 'Transvaginal USG (TVS)',
      name_bn: 'যোনিপথের আল্ট্রাসাউন্ড (Transvaginal USG, TVS)',
      pti: 'Empty bladder; a lady attendant is present',
      pti_bn: 'প্রস্রাব করে ব্লাডার খালি করে আসুন; সঙ্গে একজন মহিলা কর্মী থাকবেন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-obstetric',
    data: {
      name: 'Obstetric USG (Pregnancy Scan)',
      name_bn: 'প্রেগন্যান্সির আল্ট্রাসাউন্ড (Obstetric USG)',
      rank: 4,
      pti: `${PCPNDT}; bring earlier scan reports`,
      pti_bn: `${PCPNDT_BN}; আগের স্ক্যানের রিপোর্ট আনবেন`,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-nt-scan',
    data: {
      name: 'NT Scan (11-13+6 Weeks)',
      name_bn: 'NT স্ক্যান (11-13+6 সপ্তাহ)',
      pti: PCPNDT,
      pti_bn: PCPNDT_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-anomaly-scan',
    data: {
      name: 'Anomaly Scan (Level II, 18-22 Weeks)',
      name_bn: 'অ্যানোমালি স্ক্যান – বাচ্চার গঠন দেখা (Level II, 18-22 সপ্তাহ)',
      pti: PCPNDT,
      pti_bn: PCPNDT_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-growth-doppler',
    data: {
      name: 'Foetal Growth Scan with Doppler',
      name_bn: 'গর্ভের বাচ্চার বৃদ্ধির স্ক্যান, ডপলার সহ (Growth Scan)',
      pti: PCPNDT,
      pti_bn: PCPNDT_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'follicular-study',
    data: {
      name: 'Follicular Study (Series)',
      name_bn: 'ডিম্বাণু বাড়ার স্ক্যান, কয়েক দিন ধরে (Follicular Study)',
      pti: 'Starts around day 9-10 of the cycle, as your doctor advises',
      pti_bn: 'মাসিকের ৯-১০ দিন নাগাদ শুরু হয়, ডাক্তার যেমন বলবেন',
      delivery: 'Same day (each visit)',
      delivery_bn: 'একই দিনে (প্রতিবার)',
    },
  },
  {
    id: 'usg-thyroid-neck',
    data: {
      name: 'USG Thyroid / Neck',
      name_bn: 'থাইরয়েড / গলার আল্ট্রাসাউন্ড (USG Thyroid / Neck)',
      pti: 'No special preparation',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-both-breasts',
    data: {
      name: 'USG Both Breasts',
      name_bn: 'দুই স্তনের আল্ট্রাসাউন্ড (USG Both Breasts)',
      pti: 'No special preparation',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-scrotum-doppler',
    data: {
      name: 'USG Scrotum with Doppler',
      name_bn: 'অণ্ডকোষের আল্ট্রাসাউন্ড, ডপলার সহ (USG Scrotum)',
      pti: 'No special preparation',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'usg-local-part',
    data: {
      name: 'USG Soft Tissue / Local Swelling',
      name_bn: 'ফোলা জায়গা বা মাংসের আল্ট্রাসাউন্ড (USG Soft Tissue / Local Swelling)',
      pti: 'No special preparation',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'doppler-carotid',
    data: {
      name: 'Colour Doppler Carotid (Both Sides)',
      name_bn: 'গলার দুই দিকের রক্তনালির কালার ডপলার (Carotid)',
      pti: 'No special preparation; wear an open-neck top',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না; গলা খোলা জামা পরে আসুন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'doppler-lower-limb-venous',
    data: {
      name: 'Colour Doppler Lower Limb Venous (Both Legs)',
      name_bn: 'দুই পায়ের শিরার কালার ডপলার (Lower Limb Venous)',
      pti: 'Wear loose clothing; no special preparation',
      pti_bn: 'ঢিলেঢালা জামাকাপড় পরে আসুন; কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'doppler-lower-limb-arterial',
    data: {
      name: 'Colour Doppler Lower Limb Arterial (Both Legs)',
      name_bn: 'দুই পায়ের ধমনির কালার ডপলার (Lower Limb Arterial)',
      pti: 'Wear loose clothing; no special preparation',
      pti_bn: 'ঢিলেঢালা জামাকাপড় পরে আসুন; কোনো বিশেষ প্রস্তুতি লাগে না',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'doppler-renal',
    data: {
      name: 'Colour Doppler Renal Arteries',
      name_bn: 'কিডনির রক্তনালির কালার ডপলার (Renal Arteries)',
      pti: FASTING_6H,
      pti_bn: FASTING_6H_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'mammography',
    data: {
      name: 'Mammography (Both Breasts)',
      name_bn: 'দুই স্তনের ম্যামোগ্রাফি (Mammography)',
      pti: 'Do not use deodorant, powder or cream on the day; avoid the week before periods',
      pti_bn: 'সেদিন ডিওডোরান্ট, পাউডার বা ক্রিম লাগাবেন না; মাসিকের আগের সপ্তাহটা বাদ দিন',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'bmd-dexa',
    data: {
      name: 'Bone Mineral Density (DEXA) Scan',
      name_bn: 'হাড়ের জোর মাপার স্ক্যান (BMD / DEXA)',
      pti: 'No calcium tablets for 24 hours before; wear clothes without metal',
      pti_bn: 'আগের ২৪ ঘণ্টা ক্যালসিয়াম ট্যাবলেট খাবেন না; ধাতুর বোতাম বা চেন নেই এমন জামা পরে আসুন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
];
