import { PAGE_SIZE } from '../../../src/features/catalogue/list-matches';
import { expect, test } from '../../support/e2e/fixtures';
import {
  crawl,
  expectReciprocal,
  jsonLdOf,
  sample,
  sitemapAddresses,
} from '../../support/e2e/crawler';

/**
 * The site as a search engine reads it: every page and every test, scan and doctor at an address
 * of its own in each language, from the sitemap, with JavaScript off and no language header.
 */
test.describe('what a crawler reads', () => {
  test('every address in the sitemap answers with one heading, its own title, a canonical link to itself and its twin', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const addresses = await sitemapAddresses(request);
    expect(addresses.length).toBeGreaterThan(400);
    expect(addresses.filter((address) => new URL(address).pathname.startsWith('/bn'))).toHaveLength(
      addresses.length / 2,
    );
    const titles = new Set<string>();
    for (const address of sample(addresses, 120)) {
      const page = await crawl(request, address);
      expect(titles.has(page.title), `${address}: a title of its own`).toBe(false);
      titles.add(page.title);
    }
    await expectReciprocal(
      request,
      await crawl(request, addresses.find((a) => a.includes('/labtest/')) ?? ''),
    );
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });

  test('a card’s link leads to the test’s own page, whose HTML has its name, price and preparation, and offers the same price', async ({
    page,
    request,
  }) => {
    await page.goto('/labtest?q=lipid');
    const link = page.getByRole('link', { name: 'Lipid Profile', exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe('/labtest/lipid-profile');

    const html = await (await request.get(href, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<h1 class="page-heading">Lipid Profile</h1>');
    expect(html).toContain('₹520');
    expect(html).toContain('10-12 hours fasting required');
    expect(html).toMatch(/<title[^>]*>Lipid Profile price in Krishnanagar: ₹520 \| /);
    const offered = jsonLdOf(html).find((data) => data.name === 'Lipid Profile');
    expect(offered).toMatchObject({ '@type': ['MedicalTest', 'Service'], offers: { price: 520 } });

    await link.click();
    await expect(page).toHaveURL(/\/labtest\/lipid-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lipid Profile' })).toBeVisible();
  });

  test('the Bengali address serves Bengali to anyone, with no header or cookie', async ({
    request,
  }) => {
    const html = await (await request.get('/bn/labtest/lipid-profile')).text();
    expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe('bn');
    expect(/<h1\b[^>]*>([^<]*)</.exec(html)?.[1]).toMatch(/[\u0980-\u09FF]/);
    expect(html).toContain(
      'rel="canonical" href="https://www.example.com/bn/labtest/lipid-profile"',
    );
  });

  test('an address that names no test is not found, offers a search and is not indexed', async ({
    page,
  }) => {
    await page.goto('/labtest/vitamin-k-injection');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find this test' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Search the list' }).click();
    await expect(page).toHaveURL(/\/labtest\?q=vitamin\+k\+injection$/);
  });
});

test.describe('the language switch', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('moves between the two addresses, keeping the search and the place', async ({ page }) => {
    await page.goto('/labtest?q=a');
    const cards = page.getByRole('list', { name: /found$/ }).getByRole('listitem');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: 'Show more tests' }).click();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    // Where the switch is still in reach at the top of the screen.
    await page.evaluate(() => window.scrollTo(0, 90));
    const switchButton = await page.getByRole('button', { name: 'বাংলা' }).boundingBox();
    await page.mouse.click(
      (switchButton?.x ?? 0) + (switchButton?.width ?? 0) / 2,
      (switchButton?.y ?? 0) + (switchButton?.height ?? 0) / 2,
    );

    await expect(page).toHaveURL(/\/bn\/labtest\?q=a$/);
    await expect(page.getByRole('heading', { level: 1, name: 'টেস্ট খুঁজুন' })).toBeAttached();
    await expect(page.getByRole('searchbox')).toHaveValue('a');
    await expect(page.getByRole('list', { name: /পাওয়া গেছে$/ }).getByRole('listitem')).toHaveCount(
      2 * PAGE_SIZE,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(90);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/bn/labtest',
    );

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/labtest\?q=a$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Test' })).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/bn\/labtest\?q=a$/);
    await expect(page.getByRole('heading', { level: 1, name: 'টেস্ট খুঁজুন' })).toBeAttached();
  });

  test('a Bengali browser at an English address reads Bengali at once, at the Bengali address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'bn-IN' });
    const page = await context.newPage();
    await page.goto('/labtest/lipid-profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveURL(/\/bn\/labtest\/lipid-profile$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/bn/labtest/lipid-profile',
    );
    await context.close();
  });
});
