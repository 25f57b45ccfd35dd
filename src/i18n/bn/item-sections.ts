import type { itemSections as english } from '../en/item-sections';

export const itemSections: typeof english = {
  about: 'এই টেস্টে কী দেখা হয়',
  why: 'কেন ও কখন করা হয়',
  who: 'কাদের করানো উচিত',
  includes: 'এই প্রোফাইলে যা যা আছে',
  otherNames: 'অন্য নাম',
  reviewedBy: 'পর্যালোচনা করেছেন',
  lastReviewed: (day) => `শেষ পর্যালোচনা ${day}।`,
  generalNote:
    'এটি সাধারণ তথ্য, চিকিৎসার পরামর্শ নয়: আপনার রিপোর্ট আপনার নিজের ডাক্তারই আপনাকে বুঝিয়ে দেবেন।',
  concerns: 'যে স্বাস্থ্য সমস্যায় এই টেস্ট করা হয়',
  related: 'সম্পর্কিত টেস্ট ও প্যাকেজ',
  includedIn: 'এই হেলথ প্যাকেজগুলোতেও আছে',
};
