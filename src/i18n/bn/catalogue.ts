import type { Messages } from '../en';

const indianDigits = new Intl.NumberFormat('en-IN');
const count = (value: number) => indianDigits.format(value);

/**
 * The texts of one searchable list. Bengali needs no plural: it counts with a classifier ("টি" for
 * things, "জন" for people). Names are searched in English and, where staff gave one (`name_bn`),
 * in Bengali; the help text suggests English when Bengali finds nothing.
 */
const listTexts = (noun: string, classifier: string, ofClassifier: string) => ({
  searchLabel: `নাম দিয়ে ${noun} খুঁজুন`,
  loading: `${noun}ের তালিকা লোড হচ্ছে…`,
  found: (total: number) => `${count(total)}${classifier} ${noun} পাওয়া গেছে`,
  noMatch: (query: string) => `'${query}' নামে কোনো ${noun} পাওয়া যায়নি`,
  foundElsewhere: (query: string) => `'${query}' আমাদের অন্য পরিষেবায় আছে, নিচে দেখুন`,
  foundClose: (total: number, query: string) =>
    `'${query}' খুঁজে ${count(total)}${classifier} ${noun} পাওয়া গেছে`,
  noMatchHelp: `বানান দেখে নিন বা আরও ছোট করে লিখুন; বাংলায় না পেলে ইংরেজিতে লিখে দেখুন। তবুও খুঁজে না পেলে ফোন করুন, আমরা জানিয়ে দেব।`,
  empty: `এই মুহূর্তে কোনো ${noun}ের নাম তালিকায় নেই। ফোন করুন, আমরা সাহায্য করব।`,
  shown: (shown: number, total: number) =>
    `${count(total)}${ofClassifier} মধ্যে ${count(shown)}${classifier} ${noun} দেখানো হচ্ছে`,
  showMore: `আরও ${noun} দেখুন`,
  errorWhat: `${noun}ের তালিকা`,
});

export const catalogue: Messages['catalogue'] = {
  clearSearch: 'খোঁজা মুছে দিন',
  closeMatchesHeading: 'কাছাকাছি মিল',
  closeFound: (total) => `; কাছাকাছি মিল ${count(total)}টি`,
  test: {
    pti: 'টেস্টের আগে যা জানবেন:',
    delivery: 'রিপোর্ট পাবেন:',
  },
  elsewhere: {
    heading: 'আমাদের অন্য পরিষেবায় পাওয়া গেছে',
    lists: {
      labTests: 'ল্যাব টেস্ট',
      radiology: 'রেডিওলজি',
      cardiology: 'কার্ডিওলজি',
      neurology: 'নিউরোলজি',
      packages: 'হেলথ প্যাকেজ',
      doctors: 'ডাক্তার',
    },
    concern: (name) => `${name}: টেস্ট ও প্যাকেজ`,
    count: (total) => `${count(total)}টি মিল`,
    seeAll: (total, list) => `${list}: সব ${count(total)}টি দেখুন`,
  },
  labTests: {
    description: 'আমাদের ল্যাব টেস্ট খুঁজুন: দাম, ছাড়, কীভাবে প্রস্তুতি নেবেন আর রিপোর্ট কবে পাবেন।',
    searchPlaceholder: 'যেমন CBC, থাইরয়েড, ভিটামিন ডি',
    ...listTexts('টেস্ট', 'টি', 'টির'),
  },
  doctors: {
    description: 'আমাদের সেন্টারে যে ডাক্তাররা রোগী দেখেন: কোন বিভাগের, কবে বসেন আর ফি কত।',
    searchPlaceholder: 'যেমন নাম, হার্ট, শিশু, চর্ম',
    ...listTexts('ডাক্তার', ' জন', ' জনের'),
    searchLabel: 'নাম বা বিভাগ দিয়ে ডাক্তার খুঁজুন',
  },
  radiology: {
    description: 'ডিজিটাল এক্স-রে, আল্ট্রাসাউন্ড ও অন্যান্য ইমেজিং, আর আমাদের সব রেডিওলজি টেস্ট।',
    servicesHeading: 'আমাদের ইমেজিং পরিষেবা',
    testsHeading: 'রেডিওলজি টেস্ট',
    searchPlaceholder: 'যেমন chest, USG, Doppler',
    services: {
      xray: { title: 'এক্স-রে', text: 'ডিজিটাল এক্স-রে, সব ভিউ' },
      usg: { title: 'ইউএসজি', text: 'আল্ট্রাসাউন্ড, ডপলার ও ফলিকুলার স্টাডি' },
      ctScan: { title: 'সিটি স্ক্যান', text: 'কম্পিউটেড টোমোগ্রাফি' },
      mri: { title: 'এমআরআই', text: 'ম্যাগনেটিক রেজোন্যান্স ইমেজিং' },
      opg: { title: 'ওপিজি', text: 'দাঁতের প্যানোরামিক এক্স-রে' },
    },
    ...listTexts('টেস্ট', 'টি', 'টির'),
  },
  cardiology: {
    description: 'ইসিজি, ইকোকার্ডিওগ্রাফি, টিএমটি, হল্টার আর হার্টের অন্যান্য পরীক্ষা।',
    searchPlaceholder: 'যেমন ECG, echo, Holter',
    ...listTexts('টেস্ট', 'টি', 'টির'),
  },
  neurology: {
    description: 'ইইজি, নার্ভ কন্ডাকশন, ইএমজি আর মস্তিষ্ক ও স্নায়ুর অন্যান্য পরীক্ষা।',
    searchPlaceholder: 'যেমন EEG, NCV, EMG',
    ...listTexts('টেস্ট', 'টি', 'টির'),
  },
};
