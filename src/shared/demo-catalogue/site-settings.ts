import { PUBLISHED_SETTINGS_ID } from '../collections';
import type { RawDocument } from '../types';
import { buildPublishedSettings, SETTINGS_FORMAT, settingsFields } from '../published-settings';
import { addDays, indiaDate, isoDay } from '../india-calendar';

/** Today in India where the demo runs: its notices are dated from it, so one always shows. */
const today = isoDay(indiaDate(Date.now()));

/**
 * The demo's `SiteSettings` documents, as staff would type them in the console: words visitors
 * use that the built-in synonyms do not know, in English and Bengali, the terms of home
 * collection, the credentials and dated notices. The Firebase-mode suite
 * writes them to its emulator (tests/e2e/firebase/serve-firebase-mode.ts).
 */
export const demoSiteSettings: RawDocument[] = [
  {
    id: 'synonyms',
    data: {
      typhoid: 'widal, typhidot',
      jaundice: 'bilirubin',
      gout: 'uric acid',
      জন্ডিস: ['bilirubin', 'lft'],
      বাত: 'uric acid, ra factor',
    },
  },
  {
    // Marked as the demo's, as every demo fact the centre would vouch for is.
    id: 'homeCollection',
    data: {
      fee: 100,
      freeAbove: 1000,
      areas: 'Demo Town and villages within 10 km (demo)',
      areas_bn: 'ডেমো শহর ও ১০ কিমির মধ্যে গ্রাম (ডেমো)',
      pins: '741101, 741102, 741103',
      days: 'Monday to Saturday',
      days_bn: 'সোমবার থেকে শনিবার',
      hours: '7 AM – 11 AM',
      hours_bn: 'সকাল ৭টা – সকাল ১১টা',
      askAhead: 'Ask by 8 PM the day before',
      askAhead_bn: 'আগের দিন রাত ৮টার মধ্যে জানান',
    },
  },
  {
    id: 'credentials',
    data: {
      accreditation: 'NABL MC-0000 (demo)',
      registration: 'WB/CE/0000 (demo)',
      pathologist: 'Dr. Demo Pathologist, MD (demo)',
      pathologistRegistration: 'WBMC 00000 (demo)',
      servingSince: 2000,
      // The repository's own department pictures, standing in for photos of a real centre.
      photos: [
        {
          url: '/images/departments/pathology-1.webp',
          caption: 'The pathology laboratory (demo)',
          caption_bn: 'প্যাথলজি ল্যাবরেটরি (ডেমো)',
        },
        {
          url: '/images/departments/xray-1.webp',
          caption: 'The X-ray room (demo)',
          caption_bn: 'এক্স-রে ঘর (ডেমো)',
        },
      ],
    },
  },
  {
    // One notice for the whole site and one for a doctor, both showing today and for two more days.
    id: 'notices',
    data: {
      demoNotice: {
        start: addDays(today, -1),
        end: addDays(today, 2),
        text: 'Demo notice, dated by staff',
        text_bn: 'ডেমো বিজ্ঞপ্তি, কর্মীদের দেওয়া',
      },
      demoDoctorNotice: {
        start: today,
        end: addDays(today, 2),
        text: 'Demo notice: this week the doctor starts an hour late, at 11:00. (demo)',
        text_bn:
          'ডেমো বিজ্ঞপ্তি: এই সপ্তাহে ডাক্তারবাবু এক ঘণ্টা দেরিতে, সকাল ১১টা থেকে রোগী দেখবেন। (ডেমো)',
        doctor: 'Dr. Sayantan Ghoshal',
      },
    },
  },
  {
    // No real place has this ID: Google shows its own page for a place it cannot find, and its
    // directions fall back to the address that goes with it.
    id: 'place',
    data: { placeId: 'DEMO-place-id-of-no-real-place' },
  },
];

/** The demo settings published as the Cloud Function publishes staff's, now. */
export function publishedDemoSettings(): RawDocument {
  const { sections, problems } = buildPublishedSettings(demoSiteSettings);
  return {
    id: PUBLISHED_SETTINGS_ID,
    data: {
      [settingsFields.format]: SETTINGS_FORMAT,
      [settingsFields.updatedAt]: new Date(),
      [settingsFields.sections]: sections,
      [settingsFields.problems]: problems,
    },
  };
}
