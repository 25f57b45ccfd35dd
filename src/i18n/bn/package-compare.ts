import type { packageCompare as english } from '../en/package-compare';
import { bengaliDigits } from '../../shared/bengali-digits';

export const packageCompare: typeof english = {
  testCount: (count) => `তালিকায় ${bengaliDigits(String(count))}টি পরীক্ষা`,
  choose: 'তুলনা করুন',
  chooseLabel: (name) => `তুলনা করুন: ${name}`,
  chosen: (count, most) =>
    `তুলনার জন্য ${bengaliDigits(String(most))}টির মধ্যে ${bengaliDigits(String(count))}টি প্যাকেজ বাছা হয়েছে।`,
  full: (most) =>
    `একসঙ্গে ${bengaliDigits(String(most))}টি পর্যন্ত তুলনা করা যায়: অন্য একটি বাছতে একটির টিক তুলে দিন।`,
  oneMore: 'তুলনা করতে আরও একটি প্যাকেজ বাছুন।',
  compareLink: (count) => `তুলনা করুন (${bengaliDigits(String(count))})`,
  clear: 'বাছাই মুছুন',
  title: 'হেলথ প্যাকেজের তুলনা',
  description:
    'পাশাপাশি হেলথ প্যাকেজ: দাম, প্রতিটিতে কোন কোন পরীক্ষা আছে, কীভাবে প্রস্তুতি নেবেন আর রিপোর্ট কবে পাবেন।',
  back: 'হেলথ প্যাকেজ',
  loading: 'প্যাকেজগুলি লোড হচ্ছে…',
  what: 'প্যাকেজগুলি',
  caption: (count) =>
    count === 1 ? 'একটি হেলথ প্যাকেজ' : `পাশাপাশি ${bengaliDigits(String(count))}টি হেলথ প্যাকেজ`,
  scrollHint: 'সব প্যাকেজ দেখতে টেবিলটি পাশে সরান।',
  package: 'প্যাকেজ',
  price: 'দাম',
  prepare: 'কীভাবে প্রস্তুতি নেবেন',
  report: 'রিপোর্ট',
  number: (count) => bengaliDigits(String(count)),
  testsListed: 'তালিকায় পরীক্ষা',
  testsIncluded: 'যে পরীক্ষাগুলি আছে',
  included: 'আছে',
  notIncluded: 'নেই',
  notGiven: 'দেওয়া নেই',
  unknown: (ids) =>
    ids.length === 1
      ? `এই লিঙ্কের একটি প্যাকেজ পাওয়া যায়নি, তাই সেটি বাদ দেওয়া হল: ${ids.join(', ')}।`
      : `এই লিঙ্কের ${bengaliDigits(String(ids.length))}টি প্যাকেজ পাওয়া যায়নি, তাই সেগুলি বাদ দেওয়া হল: ${ids.join(', ')}।`,
  tooMany: (most, ignored) =>
    `একসঙ্গে ${bengaliDigits(String(most))}টি প্যাকেজের বেশি তুলনা করা যায় না: প্রথম ${bengaliDigits(String(most))}টি দেখানো হল, বাকি ${bengaliDigits(String(ignored))}টি বাদ গেল।`,
  noneFound:
    'এই লিঙ্কের কোনো প্যাকেজই পাওয়া যায়নি। নিচের তালিকা থেকে তিনটি পর্যন্ত বেছে "তুলনা করুন" টিপুন।',
  noneChosen: 'এখনও কোনো প্যাকেজ বাছা হয়নি। নিচে তিনটি পর্যন্ত প্যাকেজে "তুলনা করুন" টিক দিন।',
  listLabel: 'যে হেলথ প্যাকেজগুলি থেকে বাছবেন',
};
