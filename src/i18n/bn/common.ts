import type { Messages } from '../en';

export const common: Messages['common'] = {
  home: 'হোম',
  back: 'ফিরে যান',
  listTitles: {
    labTests: 'টেস্ট খুঁজুন',
    doctors: 'ডাক্তার খুঁজুন',
    radiology: 'রেডিওলজি',
    cardiology: 'কার্ডিওলজি',
    neurology: 'নিউরোলজি',
  },
  contactCrumb: 'যোগাযোগ',
  callNow: 'এখনই ফোন করুন',
  callBook: 'ফোনে বুক করুন',
  whatsAppInquiry: 'হোয়াটসঅ্যাপে জানুন',
  whatsAppAbout: (name) => `আমি ${name} নিয়ে আগ্রহী`,
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  helplines: 'হেল্পলাইন',
  notAvailable: 'এই পরিষেবা এখন নেই',
  price: {
    mrp: 'এমআরপি',
    price: 'দাম',
    off: (percent) => `${percent}% ছাড়`,
    onRequest: 'দাম জানতে ফোন করুন',
  },
  carousel: {
    slide: (index, total) => `${total}টির মধ্যে ${index} নম্বর`,
    previous: 'আগের স্লাইড',
    next: 'পরের স্লাইড',
    pause: 'স্লাইড শো থামান',
    play: 'স্লাইড শো চালু করুন',
    role: 'স্লাইড শো',
    slideRole: 'স্লাইড',
  },
  updated: {
    prices: (date) => `দাম হালনাগাদ: ${date}`,
    list: (date) => `তালিকা হালনাগাদ: ${date}`,
    unconfirmed: {
      prices: 'দাম বদলে থাকতে পারে। জানতে ফোন করুন:',
      list: 'তালিকা বদলে থাকতে পারে। জানতে ফোন করুন:',
    },
  },
  loadError: {
    title: (what) => `${what} লোড করা যায়নি`,
    body: 'হয়তো ইন্টারনেট সংযোগ কেটে গেছে, বা আমাদের সার্ভার ব্যস্ত। একটু পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন: দাম কত আর কীভাবে প্রস্তুতি নেবেন, আমরা জানিয়ে দেব।',
    retry: 'আবার চেষ্টা করুন',
  },
};
