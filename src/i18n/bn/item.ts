import type { Messages } from '../en';

export const item: Messages['item'] = {
  sample: 'নমুনা:',
  reportPromise: 'আপনার রিপোর্ট পাবেন, আমাদের কথা:',
  bookHomeCollection: 'বাড়ি থেকে নমুনা দিতে বুক করুন',
  loading: 'টেস্টের তথ্য লোড হচ্ছে…',
  errorWhat: 'এই টেস্টের তথ্য',
  title: (name, inTown, price) =>
    price === null
      ? `${inTown} ${name}: প্রস্তুতি ও রিপোর্ট`
      : `${inTown} ${name} টেস্টের দাম: ${price}`,
  description: (name, { brand, town, price, pti, delivery }) =>
    [
      `${town}-এর ${brand}-এ ${name}${price === '' ? '' : `: ${price}`}।`,
      pti === '' ? '' : `টেস্টের আগে: ${pti}।`,
      delivery === '' ? '' : `রিপোর্ট: ${delivery}।`,
      'বুক করতে ফোন বা হোয়াটসঅ্যাপ করুন।',
    ]
      .filter((part) => part !== '')
      .join(' '),
  notFound: {
    title: 'টেস্টটি পাওয়া যায়নি',
    heading: 'এই টেস্টটি খুঁজে পাওয়া গেল না',
    body: 'হয়তো নাম বদলেছে বা তালিকা থেকে সরানো হয়েছে। তালিকায় খুঁজে দেখুন, বা ফোন করুন: আমরা জানিয়ে দেব টেস্টটি হয় কি না।',
    search: 'তালিকায় খুঁজুন',
  },
  doctorPage: {
    loading: 'ডাক্তারের তথ্য লোড হচ্ছে…',
    errorWhat: 'এই ডাক্তারের তথ্য',
    title: (name, speciality, inTown) =>
      `${name}${speciality === '' ? '' : `, ${speciality}`}: ${inTown} কবে বসেন ও ফি`,
    description: (name, speciality, brand, town) =>
      `${name}${speciality === '' ? '' : ` (${speciality})`} ${town}-এর ${brand}-এ রোগী দেখেন। কবে বসেন, দেখানোর ফি আর কীভাবে বুক করবেন।`,
    notFound: {
      title: 'ডাক্তার পাওয়া যায়নি',
      heading: 'এই ডাক্তারকে খুঁজে পাওয়া গেল না',
      body: 'তিনি হয়তো এখন আর আমাদের সেন্টারে বসেন না। আমাদের অন্য ডাক্তারদের দেখুন, বা ফোন করুন।',
      search: 'সব ডাক্তার দেখুন',
    },
  },
};
