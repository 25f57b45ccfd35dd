import type { handOver as englishHandOver } from '../en/hand-over';

export const handOver: typeof englishHandOver = {
  what: { message: 'আপনার বার্তা', prescription: 'আপনার প্রেসক্রিপশন' },
  failure: {
    busy: (what) => `আমাদের ওয়েবসাইট এখন খুব ব্যস্ত, তাই ${what} এই মুহূর্তে নেওয়া যায়নি।`,
    offline: (what) => `ইন্টারনেট সংযোগ নেই: ${what} আমাদের কাছে পৌঁছায়নি।`,
    'not-sent': (what) => `দুঃখিত, ${what} পাঠানো যায়নি।`,
  },
  instead: 'আপনার লেখা কিছুই হারায়নি। হোয়াটসঅ্যাপে বা এসএমএস করে আমাদের পাঠান, অথবা ফোন করুন:',
  insteadPhoto: 'আপনার ফাইলটি বাছাই করাই আছে। ছবিটি হোয়াটসঅ্যাপে আমাদের পাঠান, অথবা ফোন করুন:',
  whatsApp: 'হোয়াটসঅ্যাপে পাঠান',
  whatsAppPhoto: 'ছবিটি হোয়াটসঅ্যাপে পাঠান',
  sms: 'এসএমএস করে পাঠান',
  photoFollows: 'আমার প্রেসক্রিপশনের ছবি এই চ্যাটে পাঠাচ্ছি।',
  call: (phone) => `ফোন করুন ${phone}`,
};
