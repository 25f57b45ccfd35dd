import { describe, expect, it } from 'vitest';
import { sitemapFiles } from '../../../../scripts/lib/sitemap.ts';

const site = 'https://lab.example';

describe('the sitemaps', () => {
  const files = sitemapFiles(
    site,
    [
      { path: '/' },
      { path: '/labtest/lipid-profile', lastmod: '2026-11-20T06:00:00.000Z' },
      { path: '/labtest/a&b' },
    ],
    ['en', 'bn'],
  );
  const part = files.get('sitemaps/sitemap-1.xml') ?? '';

  it('lists every address in both languages, each naming both twins and the default', () => {
    for (const address of ['/', '/bn', '/labtest/lipid-profile', '/bn/labtest/lipid-profile']) {
      expect(part).toContain(`<loc>${site}${address}</loc>`);
    }
    const bengali =
      /<url><loc>https:\/\/lab\.example\/bn\/labtest\/lipid-profile<\/loc>.*?<\/url>/.exec(
        part,
      )?.[0];
    expect(bengali).toContain('<lastmod>2026-11-20T06:00:00.000Z</lastmod>');
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/labtest/lipid-profile"/>`,
    );
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${site}/bn/labtest/lipid-profile"/>`,
    );
    expect(bengali).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/labtest/lipid-profile"/>`,
    );
    expect(part).toContain(`${site}/labtest/a&amp;b`);
  });

  it('is an index of its files, which robots.txt names', () => {
    expect(files.get('sitemap.xml')).toContain(
      `<sitemap><loc>${site}/sitemaps/sitemap-1.xml</loc></sitemap>`,
    );
  });

  it('splits past 20,000 addresses a file', () => {
    const many = Array.from({ length: 15_000 }, (_, index) => ({ path: `/labtest/t${index}` }));
    const split = sitemapFiles(site, many, ['en', 'bn']);
    expect([...split.keys()].sort()).toEqual([
      'sitemap.xml',
      'sitemaps/sitemap-1.xml',
      'sitemaps/sitemap-2.xml',
    ]);
    expect(split.get('sitemaps/sitemap-2.xml')?.match(/<url>/g)).toHaveLength(10_000);
  });
});
