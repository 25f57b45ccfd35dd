import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not on screen');
  return found;
};

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The outline a control shows while it has keyboard focus. */
const focusRing = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });

/** Focus as a keyboard user does: after a key press, so the browser shows :focus-visible. */
async function focusByKeyboard(page: Page, control: Locator) {
  await page.keyboard.press('Shift');
  await control.focus();
  await expect(control).toBeFocused();
}

test.describe('the header at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is closed after Back and Forward, and a tap outside closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeHidden();
  });

  test('the language buttons are 44 px touch targets', async ({ page }) => {
    await page.goto('/');
    for (const name of ['English', 'বাংলা']) {
      const { height } = await box(page.getByRole('button', { name, exact: true }));
      expect(height).toBeGreaterThanOrEqual(44);
    }
  });

  for (const language of ['en', 'bn'] as const) {
    test(`the home banner's label and heading are clear of its arrows (${language})`, async ({
      page,
    }) => {
      await page.goto(language === 'bn' ? '/?lang=bn' : '/');
      const banners = page.locator('.home-banners');
      const slide = banners.locator('.slide-carousel-slide:not([inert])');
      const arrows = [
        await box(banners.locator('.slide-carousel-previous')),
        await box(banners.locator('.slide-carousel-next')),
      ];
      for (const text of [
        slide.locator('.home-banner-kicker'),
        slide.locator('.home-banner-title'),
      ]) {
        const textBox = await box(text);
        for (const arrow of arrows) expect(overlaps(textBox, arrow)).toBe(false);
      }
    });
  }

  test('the booking bar is opaque and a focused field and its label stay above it', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    const bar = page.getByRole('link', { name: /^Book Appointment: call/ }).locator('..');
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

    const field = page.getByLabel('Test name');
    await focusByKeyboard(page, field);
    const barTop = (await box(bar)).y;
    const navBottom = await page
      .getByRole('navigation', { name: 'Main' })
      .evaluate((nav) => nav.getBoundingClientRect().bottom);
    const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
    await expect
      .poll(async () => (await box(field)).y + (await box(field)).height)
      .toBeLessThan(barTop);
    expect((await box(label)).y).toBeGreaterThanOrEqual(navBottom);
  });
});

test.describe('keyboard focus', () => {
  test('buttons, links and form fields show the same solid, thick outline', async ({ page }) => {
    await page.goto('/book-home-visit');
    const brandBlue = 'rgb(11, 107, 138)';
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const control of [
      nav.getByRole('button', { name: 'SERVICES' }),
      nav.getByRole('link', { name: 'ABOUT US' }),
      nav.getByRole('link', { name: /^Call / }),
      page.getByLabel('Test name'),
    ]) {
      await focusByKeyboard(page, control);
      expect(await focusRing(control)).toEqual({ style: 'solid', width: '3px', color: brandBlue });
    }
    // On the dark top strip the ring is the warm yellow, which stands out there.
    const english = page.getByRole('button', { name: 'English', exact: true });
    await focusByKeyboard(page, english);
    expect(await focusRing(english)).toEqual({
      style: 'solid',
      width: '3px',
      color: 'rgb(255, 216, 107)',
    });
  });
});
