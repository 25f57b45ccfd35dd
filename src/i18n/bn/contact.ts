import type { Messages } from '../en';

export const contact: Messages['contact'] = {
  contactUs: {
    title: 'যোগাযোগ',
    description: 'সেন্টারে ফোন, হোয়াটসঅ্যাপ বা ই-মেল করুন, অথবা বাড়ি থেকে নমুনা সংগ্রহের অনুরোধ জানান।',
    reachUsHeading: 'আমাদের সঙ্গে যোগাযোগ',
    centreHeading: 'আমাদের সেন্টার',
    officeHeading: 'কর্পোরেট অফিস',
    helplinesHeading: 'হেল্পলাইন',
    emailHeading: 'ই-মেল',
    whatsApp: 'হোয়াটসঅ্যাপে মেসেজ করুন',
    enquiryHeading: 'বাড়ি থেকে নমুনা সংগ্রহ বুক করুন',
    enquiryIntro: 'কোন টেস্ট দরকার আর আপনি কোথায় থাকেন, জানান; সময় ঠিক করতে আমরা আপনাকে ফোন করব।',
    feedbackHeading: 'মতামত',
  },
  feedback: {
    title: 'মতামত',
    description: 'সেন্টারে আসার বা টেস্টের অভিজ্ঞতা আমাদের জানান।',
    intro: 'আপনার মতামত আমাদের আরও ভালো পরিষেবা দিতে সাহায্য করে। কীভাবে জানাতে চান, বেছে নিন।',
  },
  homeCollection: {
    title: 'হোম কালেকশন পরিষেবা',
    description: 'বাড়ি থেকে নমুনা সংগ্রহের অনুরোধ জানান: ফর্মটি পূরণ করুন, আমরা ফোন করব।',
    instruction: 'হোম কালেকশন বুক করতে নিচের ফর্মটি পূরণ করুন:',
  },
  sent: 'সফলভাবে জমা হয়েছে!',
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
  feedbackTabs: {
    label: 'মতামত জানানোর উপায়',
    online: 'অনলাইন মতামত',
    experience: 'সেন্টারে টেস্টের অভিজ্ঞতা',
    helpLine: 'হেল্পলাইন',
    helpLineIntro: 'সরাসরি কথা বলতে চান? ফোন করুন বা লিখুন; প্রতিটি বার্তা আমরা পড়ি।',
    phone: 'ফোন',
    email: 'ই-মেল',
  },
};
