import type { SiteSettings } from '../shared/parsers/site-settings';
import { readPublishedSettings } from '../shared/published-settings';
import { getPublishedReader } from './source/select-data-source';

/**
 * The site's small settings staff edit in the console (src/shared/published-settings.ts), for the
 * features that use them: one document, read once per visit, and only by a page whose feature
 * asks (the list pages' search, for synonyms), which asks once the page has loaded and the browser
 * is idle. Until it arrives, and when it cannot (offline with no copy kept, nothing published), a
 * feature works as it always did, on its built-in defaults.
 */

let reading: Promise<SiteSettings | null> | undefined;

/**
 * Asks for the settings, once per visit; resolves with them, or with null when there are none to
 * have. A failed read is forgotten, so a later ask reads again.
 */
export function requestSiteSettings(): Promise<SiteSettings | null> {
  // Pre-rendering draws pages in Node: no visitor, nothing to read.
  if (typeof window === 'undefined') return Promise.resolve(null);
  reading ??= (async () =>
    readPublishedSettings(await (await getPublishedReader()).readSettings()))()
    .catch(() => null)
    .then((settings) => {
      if (settings === null) reading = undefined;
      return settings;
    });
  return reading;
}
