import type { place as english } from '../en/place';

export const place: typeof english = {
  reviewInvite: 'আমাদের পরিষেবা ভালো লেগেছে? আপনি Google-এ যা লেখেন, অন্য রোগীরা তা পড়েন।',
  reviewLink: 'Google-এ আমাদের রিভিউ দিন',
  afterFeedback: 'অন্যরাও জানুক চাইলে, Google-এও আমাদের রিভিউ দিতে পারেন।',
  photosHeading: 'আমাদের সেন্টার',
};
