import type { RawDocument } from '../types';

const EEG_PTI = 'Wash hair the night before, no oil or gel; take your usual medicines';
const EEG_PTI_BN = 'আগের রাতে চুল ধুয়ে নিন, তেল বা জেল লাগাবেন না; রোজকার ওষুধ যেমন খান তেমনই খাবেন';
const NCV_PTI = 'No oil or lotion on arms and legs; wear loose clothing';
const NCV_PTI_BN = 'হাতে-পায়ে তেল বা লোশন লাগাবেন না; ঢিলেঢালা জামাকাপড় পরে আসুন';

/**
 * Demo neurology tests (collection Neurology): name, pti and delivery, each followed by its
 * Bengali twin (name_bn, pti_bn, delivery_bn), with typical local prices (mrp, off, price, as lab
 * tests carry them) on most, and a rank on the most asked for.
 */
export const neurologyTestDocuments: RawDocument[] = [
  {
    id: 'eeg-routine',
    data: {
      name: 'EEG (Routine)',
      name_bn: 'ব্রেনের EEG পরীক্ষা (সাধারণ)',
      mrp: 1500,
      off: 10,
      price: 1350,
      rank: 1,
      pti: EEG_PTI,
      pti_bn: EEG_PTI_BN,
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'eeg-sleep-deprived',
    data: {
      name: 'Sleep-Deprived EEG',
      name_bn: 'ঘুম কম রেখে EEG পরীক্ষা (Sleep-Deprived EEG)',
      mrp: 1800,
      off: 10,
      price: 1620,
      pti: 'Sleep no more than 4 hours the night before; come with an attendant; no oil in hair',
      pti_bn: 'আগের রাতে ৪ ঘণ্টার বেশি ঘুমোবেন না; সঙ্গে একজন লোক নিয়ে আসুন; চুলে তেল দেবেন না',
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
  {
    id: 'video-eeg',
    data: {
      name: 'Video EEG (1 Hour)',
      name_bn: 'ভিডিও EEG (1 ঘণ্টা)',
      pti: EEG_PTI,
      pti_bn: EEG_PTI_BN,
      delivery: '2 days',
      delivery_bn: '২ দিনে',
    },
  },
  {
    id: 'ncv-upper-limbs',
    data: {
      name: 'NCV (Nerve Conduction Study) – Upper Limbs',
      name_bn: 'দুই হাতের নার্ভের পরীক্ষা (NCV – Upper Limbs)',
      mrp: 2500,
      off: 10,
      price: 2250,
      rank: 2,
      pti: NCV_PTI,
      pti_bn: NCV_PTI_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'ncv-lower-limbs',
    data: {
      name: 'NCV (Nerve Conduction Study) – Lower Limbs',
      name_bn: 'দুই পায়ের নার্ভের পরীক্ষা (NCV – Lower Limbs)',
      mrp: 2500,
      off: 10,
      price: 2250,
      pti: NCV_PTI,
      pti_bn: NCV_PTI_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'emg',
    data: {
      name: 'EMG (Electromyography)',
      name_bn: 'মাংসপেশির পরীক্ষা (EMG)',
      mrp: 2500,
      off: 10,
      price: 2250,
      pti: NCV_PTI,
      pti_bn: NCV_PTI_BN,
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'vep',
    data: {
      name: 'VEP (Visual Evoked Potential)',
      name_bn: 'চোখ থেকে ব্রেনের নার্ভের পরীক্ষা (VEP)',
      mrp: 1800,
      off: 10,
      price: 1620,
      pti: 'Wash hair, no oil; bring your spectacles if you use them',
      pti_bn: 'চুল ধুয়ে আসুন, তেল দেবেন না; চশমা পরলে সঙ্গে আনুন',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'bera',
    data: {
      name: 'BERA (Brainstem Evoked Response Audiometry)',
      name_bn: 'কানে শোনার নার্ভের পরীক্ষা (BERA)',
      mrp: 2200,
      off: 10,
      price: 1980,
      pti: 'Young children should come sleepy, as the test is done while they sleep',
      pti_bn: 'ছোট বাচ্চাকে ঘুম-ঘুম অবস্থায় আনুন, কারণ ঘুমের মধ্যেই পরীক্ষাটা হয়',
      delivery: 'Same day',
      delivery_bn: 'একই দিনে',
    },
  },
  {
    id: 'ssep',
    data: {
      name: 'SSEP (Somatosensory Evoked Potential)',
      name_bn: 'হাত-পা থেকে ব্রেনের নার্ভের পরীক্ষা (SSEP)',
      mrp: 2500,
      off: 10,
      price: 2250,
      pti: NCV_PTI,
      pti_bn: NCV_PTI_BN,
      delivery: 'Next day',
      delivery_bn: 'পরের দিন',
    },
  },
];
