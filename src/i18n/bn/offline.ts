import type { OfflineText } from '../en/offline';

export const offline: OfflineText = {
  title: 'আপনি এখন অফলাইনে',
  lead: 'এই পাতাটি এখনও আপনার ফোনে রাখা নেই। ইন্টারনেট ছাড়াও আমরা এক ট্যাপ দূরে:',
  call: (number) => `ফোন করুন ${number}`,
  whatsApp: 'হোয়াটসঅ্যাপে লিখুন (নেট ফিরলে পৌঁছে যাবে)',
  sms: 'আমাদের এসএমএস করুন',
  smsText: 'নমস্কার, আমি একটি পরীক্ষার বিষয়ে জানতে চাই।',
  visitHeading: 'আমাদের ঠিকানা',
  noticesHeading: 'কেন্দ্রের বিজ্ঞপ্তি',
  pagesHeading: 'যে পাতাগুলি অফলাইনেও খোলা যাবে',
  pagesNote: 'এগুলি আপনি আগে খুলেছিলেন; দাম তখন যেমন ছিল তেমনই দেখাবে।',
};
