import { expect, test } from '../../support/e2e/fixtures';
import {
  crawl,
  expectReciprocal,
  jsonLdOf,
  sample,
  sitemapAddresses,
} from '../../support/e2e/crawler';
import { labTestCount } from './firebase-mode';

/**
 * The 2,500-test site as a search engine reads it (JavaScript off, no language header): every
 * test at an address of its own in each language, from the sitemaps, a sample of them crawled.
 */
test('every test has an address in each language, and a sample of the sitemap’s answer as a crawler needs', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const addresses = await sitemapAddresses(request);
  const tests = addresses.filter((address) => /\/labtest\//.test(address));
  expect(tests).toHaveLength(labTestCount * 2);
  console.log(`The sitemaps list ${addresses.length} addresses (${tests.length} of tests).`);

  const titles = new Set<string>();
  const crawled = sample(addresses, 60);
  expect(crawled.length).toBeGreaterThanOrEqual(50);
  for (const address of crawled) {
    const page = await crawl(request, address);
    expect(titles.has(page.title), `${address}: a title of its own`).toBe(false);
    titles.add(page.title);
  }
  for (const address of sample(tests, 5))
    await expectReciprocal(request, await crawl(request, address));
});

test('a test’s own page carries its name, price and preparation, and offers the price it shows', async ({
  request,
}) => {
  const html = await (await request.get('/labtest/lipid-profile')).text();
  // The price its title promises a searcher is the one the page shows.
  const price = /<title[^>]*>Lipid Profile price in [^:<]+: ₹([\d,]+) \|/.exec(html)?.[1];
  expect(price).toBeDefined();
  const shown = html.slice(html.indexOf('class="price-now"'));
  expect(shown.slice(0, shown.indexOf('</p>'))).toContain(`₹${price}`);
  expect(html).toContain('10-12 hours fasting required');
  const offered = jsonLdOf(html).find((data) => data.name === 'Lipid Profile') as {
    offers?: { price?: number };
  };
  expect(offered.offers?.price).toBe(Number(price?.replace(/,/g, '')));
  const bengali = await (await request.get('/bn/labtest/lipid-profile')).text();
  expect(/<html lang="(\w+)"/.exec(bengali)?.[1]).toBe('bn');
});
