import { site as facts } from '../../shared/site';
import type { SiteText } from '../catalogue-types';

/**
 * The site facts that are words, in Bengali. When the centre's address, town, tagline or video
 * titles change in src/shared/site.ts, change them here too. Numbers (house numbers, PIN codes)
 * stay in international digits, as everywhere on the site.
 */
export const site: SiteText = {
  brandTagline: 'প্যাথলজি · ইমেজিং · পলিক্লিনিক',
  town: 'কৃষ্ণনগর',
  inTown: 'কৃষ্ণনগরে',
  address: {
    ...facts.address,
    street: '12 স্টেশন রোড, বাস স্ট্যান্ডের কাছে',
    locality: 'কৃষ্ণনগর',
    district: 'নদিয়া',
    region: 'পশ্চিমবঙ্গ',
  },
  landmark: 'স্টেট ব্যাংক অফ ইন্ডিয়ার স্টেশন রোড শাখার উল্টো দিকে',
  corporateAddress: {
    ...facts.corporateAddress,
    street: 'চতুর্থ তল, 27 পার্ক স্ট্রিট',
    locality: 'কলকাতা',
    district: 'কলকাতা',
    region: 'পশ্চিমবঙ্গ',
  },
  developerCreditName: 'সেন্টারের ওয়েব টিম',
  videoTitles: ['বাড়ি থেকে নমুনা সংগ্রহ: কীভাবে হয়', 'আমাদের সেন্টার ঘুরে দেখুন'],
};
