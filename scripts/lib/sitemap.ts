// The sitemaps the build writes: every pre-rendered address in both languages, each naming its
// other-language twin (hreflang), with when its item last changed where the catalogue says.
import { localizedPath } from '../../src/shared/page-language.ts';
import type { Language } from './page-document.ts';

/** A search engine reads at most 50,000 addresses or 50 MB a file; this stays well inside both. */
const ADDRESSES_PER_FILE = 20_000;

const xmlEntities: Record<string, string> = {
  '<': 'lt',
  '>': 'gt',
  '&': 'amp',
  "'": 'apos',
  '"': 'quot',
};
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${xmlEntities[c]};`);

/**
 * `sitemap.xml`, an index of the sitemap files, and the files themselves, by file name. Each
 * address is listed with its twin in the other language and the default (English), both ways.
 */
export function sitemapFiles(
  siteUrl: string,
  pages: readonly { path: string; lastmod?: string }[],
  languages: readonly Language[],
): Map<string, string> {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...languages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${siteUrl}${localizedPath(path, language)}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${path}`)}"/>`,
    ].join('');
    return languages.map(
      (language) =>
        `<url><loc>${escapeXml(`${siteUrl}${localizedPath(path, language)}`)}</loc>` +
        `${lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`}${alternates}</url>`,
    );
  });
  const files = new Map<string, string>();
  for (let start = 0; start < entries.length || start === 0; start += ADDRESSES_PER_FILE) {
    const name = `sitemaps/sitemap-${start / ADDRESSES_PER_FILE + 1}.xml`;
    files.set(
      name,
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `${entries.slice(start, start + ADDRESSES_PER_FILE).join('\n')}\n</urlset>\n`,
    );
  }
  const index = [...files.keys()]
    .map((name) => `<sitemap><loc>${escapeXml(`${siteUrl}/${name}`)}</loc></sitemap>`)
    .join('\n');
  files.set(
    'sitemap.xml',
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
  );
  return files;
}
