import type { Page } from '@playwright/test';
import { PAGE_SIZE } from '../../../src/features/catalogue/list-matches';
import { expect, test } from '../../support/e2e/fixtures';

/** The five catalogue pages on the built site with the embedded demo catalogue. */

const cardList = (page: Page) => page.getByRole('list', { name: /found$/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /found$|match/ });

async function cardTitles(page: Page): Promise<string[]> {
  return cardList(page).getByRole('heading').allTextContents();
}

const lists = [
  { path: '/labtest', query: 'Thyroid', search: 'Search tests by name' },
  { path: '/find-doctor', query: 'pal', search: 'Search doctors by name or speciality' },
  { path: '/Radiology', query: 'USG', search: 'Search tests by name' },
  { path: '/Cardiology', query: 'Holter', search: 'Search tests by name' },
  { path: '/Neurology', query: 'NCV', search: 'Search tests by name' },
];

for (const { path: pagePath, query, search } of lists) {
  test(`${pagePath}: searching keeps the query in the address, through a reload`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    await expect(status(page)).toHaveText(/^\d+ (tests|doctors) found$/);
    const everything = await status(page).textContent();

    await page.getByRole('searchbox', { name: search }).pressSequentially(query.toLowerCase());

    await expect(page).toHaveURL(`${pagePath}?q=${query.toLowerCase()}`);
    await expect(status(page)).not.toHaveText(everything ?? '');
    const found = await status(page).textContent();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain(query.toLowerCase());

    await page.reload();
    await expect(page.getByRole('searchbox', { name: search })).toHaveValue(query.toLowerCase());
    await expect(status(page)).toHaveText(found ?? '');
    expect(await cardTitles(page)).toEqual(titles);
  });
}

test('/Radiology: Back from a service page returns to the same search', async ({ page }) => {
  await page.goto('/Radiology');
  await page.getByRole('searchbox', { name: 'Search tests by name' }).pressSequentially('doppler');
  await expect(page).toHaveURL('/Radiology?q=doppler');
  const found = await status(page).textContent();

  await page.getByRole('link', { name: 'USG', exact: true }).click();
  await expect(page).toHaveURL('/usg');
  await page.goBack();

  await expect(page).toHaveURL('/Radiology?q=doppler');
  await expect(page.getByRole('searchbox', { name: 'Search tests by name' })).toHaveValue(
    'doppler',
  );
  await expect(status(page)).toHaveText(found ?? '');
});

test('/labtest: typing does not fill the history, and no match can be cleared', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/labtest');
  const search = page.getByRole('searchbox', { name: 'Search tests by name' });
  await search.pressSequentially('xyz');

  await expect(status(page)).toHaveText("No tests match 'xyz'");
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL('/labtest');
  await expect(cardList(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);

  // Three keystrokes and a clear left one entry: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('/labtest: the cards link to a call and a chat with the centre', async ({ page }) => {
  await page.goto('/labtest?q=cbc');
  const call = page.getByRole('link', { name: 'Call Book: Complete Blood Count (CBC)' });
  const chat = page.getByRole('link', { name: /^WhatsApp Inquiry: Complete Blood Count \(CBC\)/ });

  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(chat).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}\?text=I%20am%20Interested%20in%20Complete%20Blood%20Count%20\(CBC\)$/,
  );
});

test('/labtest: the best match comes first, and a scan is found from the list of tests', async ({
  page,
}) => {
  // The relevance table's answer (tests/support/relevance-table.ts): the test the word names.
  await page.goto('/labtest?q=thyroid');
  await expect(cardList(page).getByRole('heading').first()).toHaveText(
    'TSH (Thyroid Stimulating Hormone)',
  );

  for (const [query, list, found] of [
    ['USG', 'Radiology', /^USG/],
    ['X-ray', 'Radiology', /X-Ray/],
    ['ECG', 'Cardiology', /ECG/],
    ['echo', 'Cardiology', /Echo/],
    ['EEG', 'Neurology', /EEG/],
  ] as const) {
    await page.goto(`/labtest?q=${encodeURIComponent(query)}`);
    const section = page.getByRole('region', { name: list });
    // A full card, as the page's own tests have: its price, Call and WhatsApp.
    const card = section.getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(found);
    await expect(card.getByText(/₹\s?[\d,]+|Call us for the price/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /Call/ })).toBeVisible();
    await expect(page.getByText(/whether we do it/)).toHaveCount(0);
    await expect(page.getByText(/No tests match/)).toHaveCount(0);
  }
  await page.getByRole('region', { name: 'Neurology' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Neurology\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('EEG');
});

test.describe('at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of ['en', 'bn'] as const) {
    test(`/labtest (${language}): scrolled, the bars over the list take at most 150 px, and the back-to-top button covers nothing`, async ({
      page,
    }) => {
      await page.goto(language === 'bn' ? '/bn/labtest' : '/labtest');
      await expect(page.getByRole('list', { name: /(found|পাওয়া গেছে)$/ })).toBeVisible();
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 1000);
      const covered = await page.evaluate(() => {
        const bottoms = ['.main-nav', '.catalogue-bar'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0,
        );
        return Math.max(...bottoms);
      });
      expect(covered).toBeLessThanOrEqual(150);
      const toTop = page.getByRole('navigation').getByRole('button', {
        name: language === 'bn' ? /উপরে/ : 'Back to top',
      });
      await expect(toTop).toBeVisible();
      const box = await toTop.boundingBox();
      const nav = await page.locator('.main-nav').boundingBox();
      expect(box && nav && box.y >= nav.y && box.y + box.height <= nav.y + nav.height).toBe(true);
    });
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  // One behaviour on every list: the search stays at hand however long the list.
  for (const pagePath of ['/labtest', '/Radiology', '/Cardiology', '/Neurology']) {
    test(`${pagePath}: the search stays in view and never covers the focused card`, async ({
      page,
    }) => {
      // Focus scrolls at once instead of smoothly, so positions can be read straight after.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pagePath);
      await expect(status(page)).toHaveText(/found$/);
      const search = page.getByRole('searchbox', { name: 'Search tests by name' });
      const links = cardList(page).getByRole('link');
      const linkCount = await links.count();
      const focusedIsClear = () =>
        page.evaluate(() => {
          const focused = document.activeElement?.getBoundingClientRect();
          const header = document.querySelector('.catalogue-bar')?.getBoundingClientRect();
          return focused !== undefined && header !== undefined && focused.top >= header.bottom;
        });

      // Scrolled so that a card's link sits under the header: Tab to it brings it out.
      await links
        .nth(6)
        .evaluate((link) =>
          window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 100),
        );
      await expect(search).toBeInViewport();
      expect(
        await page.locator('.catalogue-bar').evaluate((bar) => bar.getBoundingClientRect().top),
      ).toBeGreaterThanOrEqual(0);
      await links.nth(5).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
      await page.keyboard.press('Tab');
      await expect(links.nth(6)).toBeFocused();
      expect(await focusedIsClear()).toBe(true);

      // And back up through every card's links, as a keyboard user would.
      await links.last().focus();
      for (let step = linkCount; step > 0; step -= 1) {
        expect(await focusedIsClear(), `link ${step} is under the header`).toBe(true);
        await page.keyboard.press('Shift+Tab');
      }
      await expect(search).toBeFocused();
    });
  }
});
