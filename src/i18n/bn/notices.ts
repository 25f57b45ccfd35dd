import type { NoticesText } from '../en/notices';
import { bengaliDigits } from '../../shared/bengali-digits';

/** A time of day as a Bengali reader says it: 20:00 as "রাত ৮টায়", 07:30 as "সকাল ৭:৩০-এ". */
const spokenTime = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const part =
    hour < 4
      ? 'রাত'
      : hour < 6
        ? 'ভোর'
        : hour < 12
          ? 'সকাল'
          : hour < 16
            ? 'দুপুর'
            : hour < 18
              ? 'বিকেল'
              : hour < 20
                ? 'সন্ধ্যা'
                : 'রাত';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const time = minute === 0 ? `${twelve}টায়` : `${twelve}:${String(minute).padStart(2, '0')}-এ`;
  return `${part} ${bengaliDigits(time)}`;
};

export const notices: NoticesText = {
  region: 'কেন্দ্রের বিজ্ঞপ্তি',
  dismiss: 'এই বিজ্ঞপ্তিটি সরান',
  readMore: 'আরও পড়ুন',
  showLess: 'কম দেখান',
  doctorNotice: 'বিজ্ঞপ্তি',
  openNow: (closesAt) => `এখন খোলা · বন্ধ হবে ${spokenTime(closesAt)}`,
  closed: (day, opensAt) => `এখন বন্ধ · খুলবে ${day === '' ? '' : `${day} `}${spokenTime(opensAt)}`,
  tomorrow: 'আগামীকাল',
  closedNoOpening: 'এখন বন্ধ · কবে খুলবে জানতে ফোন করুন',
};
