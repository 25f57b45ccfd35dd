import type { PhotoShrinkText } from '../en/photo-shrink';

export const photoShrink: PhotoShrinkText = {
  shrinking: 'পাঠানোর জন্য ছবিটি ছোট করা হচ্ছে…',
  shrunk: (before, after) =>
    `তাড়াতাড়ি পাঠাতে ছবিটি ছোট করা হয়েছে: ${before} → ${after}। ছবির সঙ্গে ক্যামেরা ফাইলে আর যা রাখে, যেমন ছবিটি কোথায় তোলা, তা বাদ দেওয়া হয়েছে।`,
  sizeUnits: { kb: 'কেবি', mb: 'এমবি' },
  notice:
    'আপনার ব্রাউজার যে ছবি নতুন করে আঁকতে পারে, পাঠানোর আগে তা ছোট করা হয়, আর ছবির সঙ্গে ক্যামেরা ফাইলে যা রাখে, যেমন ছবিটি কোথায় তোলা, তা বাদ যায়।',
};
