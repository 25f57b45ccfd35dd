import type { RawDocument } from '../types';

const ECHO_PTI = 'No special preparation; bring earlier ECG and echo reports';
const ECHO_PTI_BN = 'কোনো বিশেষ প্রস্তুতি লাগে না; আগের ECG আর ইকোর রিপোর্ট আনবেন';

/**
 * Demo cardiology tests (collection Cardiology): name, pti and delivery, each followed by its
 * Bengali twin (name_bn, pti_bn, delivery_bn), with typical local prices (mrp, off, price, as lab
 * tests carry them) on most, and a rank on the most asked for.
 */
export const cardiologyTestDocuments: RawDocument[] = [
  {
    id: 'ecg',
    data: {
      name: 'ECG (12-Lead Resting)',
      name_bn: 'হার্টের ECG (12-Lead Resting)',
      mrp: 200,
      off: 10,
      price: 180,
      rank: 1,
      pti: 'No special preparation; avoid oil or lotion on the chest',
      pti_bn: 'কোনো বিশেষ প্রস্তুতি লাগে না; বুকে তেল বা লোশন লাগাবেন না',
      delivery: 'Within 30 minutes',
      delivery_bn: '৩০ মিনিটের মধ্যে',
    },
  },
  {
    id: '2d-echo',
    data: {
      name: '2D Echocardiography',
      name_bn: 'হার্টের ইকো (2D Echocardiography)',
      mrp: 1800,
      off: 10,
      price: 1620,
      rank: 2,
      pti: ECHO_PTI,
      pti_bn: ECHO_PTI_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'colour-doppler-echo',
    data: {
      name: 'Colour Doppler Echocardiography',
      name_bn: 'হার্টের কালার ডপলার ইকো (Colour Doppler Echo)',
      mrp: 2200,
      off: 10,
      price: 1980,
      pti: ECHO_PTI,
      pti_bn: ECHO_PTI_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'tmt',
    data: {
      name: 'TMT (Treadmill Stress Test)',
      name_bn: 'ট্রেডমিলে হাঁটিয়ে হার্টের পরীক্ষা (TMT)',
      mrp: 1800,
      off: 10,
      price: 1620,
      rank: 3,
      pti: 'Light meal 2 hours before; wear walking shoes; bring earlier reports and medicine list',
      pti_bn: '২ ঘণ্টা আগে হালকা খাবার খান; হাঁটার জুতো পরে আসুন; আগের রিপোর্ট আর ওষুধের তালিকা আনবেন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'holter-24h',
    data: {
      name: 'Holter Monitoring (24 Hours)',
      name_bn: 'হল্টার – 24 ঘণ্টা হার্টের গতি রেকর্ড (Holter Monitoring)',
      mrp: 2500,
      off: 10,
      price: 2250,
      pti: 'Bathe before you come, as the device must stay dry; wear a loose top',
      pti_bn: 'স্নান করে আসুন, কারণ যন্ত্রটা শুকনো রাখতে হবে; ঢিলে জামা পরে আসুন',
      delivery: '2 days',
      delivery_bn: '২ দিনে',
    },
  },
  {
    id: 'holter-48h',
    data: {
      name: 'Holter Monitoring (48 Hours)',
      name_bn: 'হল্টার – 48 ঘণ্টা হার্টের গতি রেকর্ড (Holter Monitoring)',
      mrp: 3500,
      off: 10,
      price: 3150,
      pti: 'Bathe before you come, as the device must stay dry; wear a loose top',
      pti_bn: 'স্নান করে আসুন, কারণ যন্ত্রটা শুকনো রাখতে হবে; ঢিলে জামা পরে আসুন',
      delivery: '3 days',
      delivery_bn: '৩ দিনে',
    },
  },
  {
    id: 'abpm',
    data: {
      name: 'ABPM (24-Hour Ambulatory Blood Pressure Monitoring)',
      name_bn: '24 ঘণ্টা ধরে ব্লাড প্রেশার মাপা (ABPM)',
      mrp: 2500,
      off: 10,
      price: 2250,
      pti: 'Wear a loose-sleeved top; keep to your usual daily routine',
      pti_bn: 'ঢিলে হাতার জামা পরে আসুন; রোজকার কাজকর্ম যেমন করেন তেমনই করবেন',
      delivery: '2 days',
      delivery_bn: '২ দিনে',
    },
  },
  {
    id: 'foetal-echo',
    data: {
      name: 'Foetal Echocardiography',
      name_bn: 'গর্ভের বাচ্চার হার্টের ইকো (Foetal Echo)',
      mrp: 3000,
      off: 10,
      price: 2700,
      pti: "Usually between 18 and 24 weeks; doctor's prescription and photo ID required",
      pti_bn: 'সাধারণত ১৮ থেকে ২৪ সপ্তাহের মধ্যে; ডাক্তারের প্রেসক্রিপশন আর ছবিওয়ালা পরিচয়পত্র লাগবে',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'paediatric-echo',
    data: {
      name: 'Paediatric Echocardiography',
      name_bn: 'বাচ্চাদের হার্টের ইকো (Paediatric Echo)',
      mrp: 2200,
      off: 10,
      price: 1980,
      pti: 'Bring a toy or feed so the child stays calm; appointment required',
      pti_bn: 'বাচ্চা যাতে শান্ত থাকে, তাই খেলনা বা খাবার সঙ্গে আনুন; আগে থেকে সময় নিতে হবে',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'stress-echo',
    data: {
      name: 'Stress Echocardiography',
      name_bn: 'স্ট্রেস ইকো (Stress Echocardiography)',
      mrp: 4000,
      off: 10,
      price: 3600,
      pti: 'Appointment with the cardiologist required; light meal 2 hours before',
      pti_bn: 'হার্টের ডাক্তারের সঙ্গে আগে থেকে সময় নিতে হবে; ২ ঘণ্টা আগে হালকা খাবার খান',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
];
