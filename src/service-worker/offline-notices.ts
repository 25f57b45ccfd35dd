import { PUBLISHED_SETTINGS } from '../shared/collections';
import type { Language } from '../shared/page-language';
import { parseNotices, type SiteNotices } from '../shared/parsers/settings/notices';
import { SETTINGS_FORMAT } from '../shared/published-settings';
import { activeNotices } from '../shared/site-notices';

/**
 * The offline page's notices: the centre's notices for today in India, from the phone's last copy
 * of the published settings (kept by the worker with the published lists), written into the
 * page's hidden section, which then shows. Without a copy, or with no notice today, the page
 * stays as built.
 */

/** Where the offline page (src/features/offline/offline-screen.tsx) holds the notices. */
const NOTICES_SECTION = 'data-offline-notices="" hidden=""';
const NOTICES_LIST = '<ul data-offline-notice-list=""></ul>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Firestore's REST answer for the published settings, as far as the notices need it. */
interface KeptSettings {
  fields?: {
    format?: { integerValue?: string };
    sections?: { mapValue?: { fields?: { notices?: { stringValue?: string } } } };
  };
}

/**
 * The notices as last read from the network, parsed again as the browser parses them; null when
 * this phone has no copy of this format. Read here from the REST answer itself: the worker
 * carries the notices' parser alone, not every section's.
 */
async function keptNotices(cache: Cache): Promise<SiteNotices | null> {
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.includes(`/documents/${PUBLISHED_SETTINGS}/`)) continue;
    const { fields } = ((await (await cache.match(request))?.json()) ?? {}) as KeptSettings;
    if (Number(fields?.format?.integerValue) !== SETTINGS_FORMAT) return null;
    const text = fields?.sections?.mapValue?.fields?.notices?.stringValue;
    return text === undefined ? null : parseNotices(JSON.parse(text)).value;
  }
  return null;
}

/** The offline page's HTML, with the day's notices from the worker's cache of published lists. */
export async function withOfflineNotices(
  page: Response,
  language: Language,
  lists: Cache,
): Promise<string> {
  const html = await page.text();
  const notices = await keptNotices(lists).catch(() => null);
  const shown = notices === null ? [] : activeNotices(notices, Date.now());
  if (shown.length === 0) return html;
  const items = shown.map(({ text, text_bn }) => {
    const bengali = language === 'bn' && text_bn !== '';
    const words = bengali || text === '' ? text_bn : text;
    const lang = language === 'bn' && !bengali ? ' lang="en"' : '';
    return `<li class="mb-2"${lang}>${escapeHtml(words)}</li>`;
  });
  return html
    .replace(NOTICES_SECTION, 'data-offline-notices=""')
    .replace(NOTICES_LIST, `<ul data-offline-notice-list="">${items.join('')}</ul>`);
}
