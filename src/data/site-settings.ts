import { whenLoadedAndIdle } from '../lib/use-after-load';
import type { SiteSettings } from './parsers/site-settings';
import { readPublishedSettings } from './published-settings';
import { getPublishedReader } from './select-data-source';

/**
 * The site's small settings staff edit in the console (src/data/published-settings.ts), for the
 * features that use them: one document, read once per visit, once the page has loaded and the
 * browser is idle, and only by a page whose feature asks (the list pages' search, for synonyms).
 * Until it arrives, and when it cannot (offline with no copy kept, nothing published), a feature
 * works as it always did, on its built-in defaults.
 */

let arrived: SiteSettings | undefined;
let reading: Promise<SiteSettings | null> | undefined;

async function read(): Promise<SiteSettings | null> {
  await new Promise<void>((resolve) => whenLoadedAndIdle(resolve));
  const published = readPublishedSettings(await (await getPublishedReader()).readSettings());
  if (published !== null) arrived = published;
  return arrived ?? null;
}

/**
 * Asks for the settings, once per visit; resolves with them, or with null when there are none to
 * have. A failed read is forgotten, so a later ask reads again.
 */
export function requestSiteSettings(): Promise<SiteSettings | null> {
  // Pre-rendering draws pages in Node: no visitor, nothing to read.
  if (typeof window === 'undefined') return Promise.resolve(null);
  reading ??= read().catch(() => {
    reading = undefined;
    return null;
  });
  return reading;
}

/** The settings if they have arrived this visit, for a feature that must answer at once. */
export const arrivedSiteSettings = (): SiteSettings | undefined => arrived;
