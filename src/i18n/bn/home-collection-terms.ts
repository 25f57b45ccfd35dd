import type { homeCollectionTerms as english } from '../en/home-collection-terms';
import { bengaliDigits } from '../../shared/bengali-digits';

export const homeCollectionTerms: typeof english = {
  heading: 'বাড়ি থেকে নমুনা নেওয়া: আমাদের শর্ত',
  service: 'বাড়ি থেকে নমুনা সংগ্রহ',
  fee: 'খরচ',
  free: 'বিনামূল্যে',
  feeAmount: (fee) => `প্রতিবার ${fee}`,
  freeAbove: (amount) => `বিল ${amount} বা তার বেশি হলে বিনামূল্যে`,
  areas: 'এলাকা',
  pins: 'পিন কোড',
  days: 'দিন',
  hours: 'সময়',
  askAhead: 'বুক করবেন',
  pinOutside: (pin) =>
    `${bengaliDigits(pin)} আমাদের তালিকার পিন কোডে নেই। তবু অনুরোধটি পাঠান: আমরা ফোন করে জানাব আসতে পারব কি না।`,
};
