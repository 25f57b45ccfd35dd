import type { sentPage as englishSentPage } from '../en/sent-page';

export const sentPage: typeof englishSentPage = {
  received: {
    title: 'পেয়েছি',
    heading: 'আমরা পেয়েছি। ধন্যবাদ।',
    summary: 'আপনি যা পাঠিয়েছেন:',
  },
  fix: {
    title: 'ফর্মটি দেখে নিন',
    heading: 'কিছু তথ্য ঠিক করা দরকার',
  },
  notSent: { title: 'পাঠানো যায়নি' },
  prescription: {
    title: 'প্রেসক্রিপশন হোয়াটসঅ্যাপে পাঠান',
    heading: 'প্রেসক্রিপশনের ছবিটি হোয়াটসঅ্যাপে পাঠান',
    why: 'জাভাস্ক্রিপ্ট চালু থাকলে তবেই এই পাতা থেকে ফাইল পাঠানো যায়। আপনার নাম আর নম্বর নিচে আর বার্তায় রাখা আছে।',
  },
  formAgain: 'আপনার ফর্ম, যেমন পূরণ করেছিলেন:',
  sendAgain: 'আবার পাঠান',
  back: 'সাইটে ফিরে যান',
};
