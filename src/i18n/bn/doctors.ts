import type { Messages } from '../en';
import { labelledUnlessTyped } from '../typed-labels';

/** "ক", "ক ও খ", "ক, খ ও গ". */
const inWords = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ও ${parts.at(-1)}`;

export const doctors: Messages['doctors'] = {
  card: {
    registration: (reg) => labelledUnlessTyped('registration', reg, (value) => `রেজি. নং ${value}`),
    visitingDays: 'কবে বসেন:',
    schedule: {
      ordinals: ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম'],
      last: 'শেষ',
      rule: (days, weeks, hours) =>
        `${weeks.length === 0 ? '' : `${inWords(weeks)} `}${inWords(days)}${hours === '' ? '' : `, ${hours}`}`,
      dayRange: (first, last) => `${first} থেকে ${last}`,
      next: (weekday, day, month, hours) =>
        `পরের বার আসবেন: ${weekday}, ${day} ${month}${hours === '' ? '' : `, ${hours}`}`,
      nextSoon: (when, hours) => `পরের বার আসবেন: ${when}${hours === '' ? '' : `, ${hours}`}`,
      today: 'আজ',
      tomorrow: 'আগামীকাল',
      none: 'সামনের কয়েক সপ্তাহে আসার কোনো দিন ঠিক হয়নি: জানতে ফোন করুন।',
    },
    upcoming: (upcoming) =>
      labelledUnlessTyped('upcoming', upcoming, (value) => `পরের বার আসবেন: ${value}`),
    fees: 'দেখানোর ফি:',
    whatsAppAbout: (name) => `আমি ${name}-এর অ্যাপয়েন্টমেন্ট চাই`,
    video: 'ভিডিও দেখুন',
    videoLabel: (name) => `${name}: ভিডিও দেখুন`,
  },
};
