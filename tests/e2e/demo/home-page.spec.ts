import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';

const visibleSlide = (page: Page) =>
  page
    .getByRole('region', { name: 'Highlights' })
    .locator('[aria-roledescription="slide"]:not([inert])');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the home page at 1280 px', () => {
  test('the banner carousel moves with its controls and its slides lead where they should', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trusted tests');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const firstPicture = carousel.getByRole('img').first();
    await expect(firstPicture).toBeVisible();
    expect(
      await firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Stop the rotation so the test, not the timer, moves the slides.
    await carousel.getByRole('button', { name: 'Stop the slide show' }).click();
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await expect(visibleSlide(page).getByRole('link')).toHaveAttribute(
      'href',
      '/home-sample-colllection',
    );
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(visibleSlide(page).getByRole('link')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '6 of 6');
    await expect(visibleSlide(page).getByRole('img')).toBeVisible();
    await visibleSlide(page)
      .getByRole('link', { name: /Search tests/ })
      .click();
    await expect(page).toHaveURL(/\/labtest$/);
  });

  test('the tile slider shows three tiles, pages on, and its links work', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('group', { name: 'Our services' });
    await expect(slider).toBeVisible();
    await expect(slider.locator('.slick-slide.slick-active')).toHaveCount(3);
    await expect(slider.getByRole('link', { name: 'CLICK NOW: FIND A TEST' })).toBeVisible();
    await slider.getByRole('button', { name: 'Next services' }).click();
    await expect(slider.getByRole('link', { name: 'CLICK NOW: CAREER' })).toBeVisible();
    await slider.getByRole('link', { name: 'CLICK NOW: CAREER' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goBack();
    await page
      .getByRole('group', { name: 'Our services' })
      .getByRole('link', { name: 'CLICK NOW: BOOK A HOME SAMPLE' })
      .click();
    await expect(page).toHaveURL(/\/home-sample-colllection$/);
  });

  test('the carousel is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const stop = page.getByRole('button', { name: 'Stop the slide show' });
    await stop.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '5 of 6');
    // The next Tab goes into the slide shown, never into a hidden one.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /See our doctors/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/find-doctor$/);
  });
});

test('"USG" typed in the home page’s search reaches the ultrasound test’s own page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search for a test' }).fill('USG');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/labtest\?q=USG$/);
  const radiology = page.getByRole('region', { name: 'Radiology' });
  await radiology.getByRole('link', { name: /^USG/ }).first().click();
  await expect(page).toHaveURL(/\/Radiology\/usg-[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^USG/ })).toBeVisible();
});

test('home collection is one tap away: the menu, the footer and its banner slide', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME COLLECTION' }),
  ).toHaveAttribute('href', '/home-sample-colllection');
  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', {
      name: 'Home Collection',
    }),
  ).toHaveAttribute('href', '/home-sample-colllection');
  await expect(page.getByRole('link', { name: /Book a home collection/ })).toHaveAttribute(
    'href',
    '/home-sample-colllection',
  );
});

test.describe('the home page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits the screen, with one tile at a time and the carousel controls in reach once scrolled to', async ({
    page,
  }) => {
    await page.goto('/');
    // Below the first screen, which holds the search and the popular tests.
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Stop the slide show' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    const slider = page.getByRole('group', { name: 'Our services' });
    await expect(slider.locator('.slick-slide.slick-active')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the home page’s first screen on a phone, 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const languages = [
    {
      language: 'English',
      address: '/',
      search: 'Search for a test',
      popular: 'Popular tests and packages',
      whatsApp: 'Chat on WhatsApp',
    },
    {
      language: 'Bengali',
      address: '/bn/',
      search: 'টেস্ট খুঁজুন',
      popular: 'জনপ্রিয় টেস্ট ও প্যাকেজ',
      whatsApp: 'হোয়াটসঅ্যাপে মেসেজ করুন',
    },
  ];

  /** Wholly within the first screen, as the page opens, before any scrolling. */
  async function expectInFirstScreen(locator: Locator) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  }

  for (const { language, address, search, popular, whatsApp } of languages) {
    test(`holds the search, three priced popular tests and the WhatsApp link (${language})`, async ({
      page,
    }) => {
      await page.goto(address);
      await expectInFirstScreen(page.getByRole('searchbox', { name: search }));
      const priced = page.getByRole('region', { name: popular }).getByRole('link', { name: /₹\d/ });
      expect(await priced.count()).toBeGreaterThanOrEqual(3);
      for (const link of (await priced.all()).slice(0, 3)) await expectInFirstScreen(link);
      const chat = page.getByRole('link', { name: whatsApp, exact: true });
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await expectInFirstScreen(chat);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('a popular test leads to its own page, with the price the list shows', async ({ page }) => {
    await page.goto('/');
    const first = page
      .getByRole('region', { name: 'Popular tests and packages' })
      .getByRole('link')
      .first();
    await expect(first).toHaveAccessibleName(/^Complete Blood Count \(CBC\).*Price ₹315$/);
    await first.click();
    await expect(page).toHaveURL(/\/labtest\/complete-blood-count-cbc$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Complete Blood Count/ }),
    ).toBeVisible();
    await expect(page.getByText('₹315').first()).toBeVisible();
  });
});

test.describe('the home page for visitors who prefer reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('does not rotate the banners', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Stop the slide show' })).toHaveCount(0);
    await page.waitForTimeout(6500);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });
});
