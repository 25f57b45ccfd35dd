import type { contactForms as englishContactForms } from '../en/contact-forms';

export const contactForms: typeof englishContactForms = {
  homeSampleEnquiry: {
    labels: {
      title: 'আপনার নাম',
      mobile: 'মোবাইল নম্বর',
      pin: 'পিন কোড',
      city: 'শহর বা এলাকা',
      enquiry: 'টেস্টের নাম',
    },
    submit: 'হোম কালেকশনের অনুরোধ পাঠান',
    sentNext: 'নমুনা নেওয়ার সময় ঠিক করতে আপনার দেওয়া নম্বরে আমরা ফোন করব।',
    handOverSubject: 'বাড়ি থেকে নমুনা সংগ্রহের অনুরোধ',
  },
  feedbackForm: {
    online: {
      intro: 'আমরা কী ভালো করছি আর কোথায় আরও ভালো করা উচিত, জানান।',
      lastvisit: 'শেষ কোন সেন্টারে গিয়েছিলেন',
      enquiry: 'আপনার মতামত',
    },
    experience: {
      intro: 'নমুনা দেওয়া থেকে রিপোর্ট হাতে পাওয়া পর্যন্ত — আপনার টেস্ট কেমন হলো?',
      lastvisit: 'কোন সেন্টারে টেস্ট করিয়েছেন',
      enquiry: 'টেস্টের অভিজ্ঞতা লিখুন',
    },
    labels: { title: 'আপনার নাম', mobile: 'মোবাইল নম্বর', emailaddress: 'ই-মেল ঠিকানা' },
    submit: 'মতামত পাঠান',
    sentNext: 'আমাদের লেখার জন্য ধন্যবাদ।',
    handOverSubject: 'মতামত',
  },
};
