import { PUBLISHED_SETTINGS_ID } from '../collections';
import type { RawDocument } from '../types';
import { buildPublishedSettings, SETTINGS_FORMAT, settingsFields } from '../published-settings';

/**
 * The demo's `SiteSettings` documents, as staff would type them in the console: words visitors
 * use that the built-in synonyms do not know, in English and Bengali. The Firebase-mode suite
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
