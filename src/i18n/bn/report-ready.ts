import type { reportReady as english } from '../en/report-ready';
import { bengaliDigits } from '../../shared/bengali-digits';

export const reportReady: typeof english = {
  heading: 'আমার রিপোর্ট কি তৈরি?',
  intro:
    'হোয়াটসঅ্যাপে বা ফোনে আমাদের জিজ্ঞেস করুন। এখানে যা লিখবেন, এই ওয়েবসাইট তা রাখে না, কোথাও পাঠায়ও না।',
  test: 'টেস্ট',
  sampleDate: 'নমুনা দেওয়ার তারিখ',
  receipt: 'রসিদ নম্বর (না দিলেও চলবে)',
  firstName: 'আপনার নাম (না দিলেও চলবে)',
  whatsApp: 'হোয়াটসঅ্যাপে জিজ্ঞেস করুন',
  call: 'ফোন করে জিজ্ঞেস করুন',
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  message: ({ test, date, receipt, firstName }) =>
    [
      'নমস্কার, আমার রিপোর্ট কি তৈরি হয়েছে?',
      test === '' ? '' : `টেস্ট: ${test}।`,
      date === '' ? '' : `নমুনা দিয়েছি ${date} তারিখে।`,
      receipt === '' ? '' : `রসিদ নম্বর: ${receipt}।`,
      firstName === '' ? '' : `নাম: ${firstName}।`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  day: (day, month, year) =>
    `${bengaliDigits(String(day))} ${month} ${bengaliDigits(String(year))}`,
};
