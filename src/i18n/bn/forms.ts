import type { Messages } from '../en';

export const forms: Messages['forms'] = {
  allRequired: 'সব ঘর পূরণ করা দরকার।',
  sending: 'পাঠানো হচ্ছে…',
  dismiss: 'বার্তাটি বন্ধ করুন',
  alerts: {
    missing: 'সব ঘর পূরণ করা বাধ্যতামূলক!',
    invalid: 'কিছু তথ্য ঠিক করতে হবে: চিহ্নিত প্রতিটি ঘরের নিচের বার্তা দেখুন।',
  },
  problems: {
    missing: 'এই ঘরটি পূরণ করুন।',
    tooLong: (max) => `অনুগ্রহ করে ${max} অক্ষরের মধ্যে লিখুন।`,
    mobile: '10 অঙ্কের মোবাইল নম্বর লিখুন, যেমন 98765 43210 (+91 দিলেও চলবে)।',
    pin: '6 অঙ্কের পিন কোড লিখুন, যেমন 741101।',
    email: 'ই-মেল ঠিকানা লিখুন, যেমন name@example.com।',
  },
  notSent: 'এটি পাঠানো যায়নি। আপনার লেখা সব এখানেই আছে।',
  callCentre: (phone) => `ফোন করুন ${phone}`,
};
