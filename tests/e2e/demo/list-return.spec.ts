import type { Page } from '@playwright/test';
import { PAGE_SIZE } from '../../../src/features/catalogue/list-matches';
import { expect, test } from '../../support/e2e/fixtures';

/** Coming back to a list with Back, and reaching one from the home page's search box. */

const cards = (page: Page) => page.getByRole('list', { name: /found$/ }).getByRole('listitem');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('Back brings a list back with as many tests shown, at the same place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/labtest');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: 'Show more tests' }).click();
  await page.getByRole('button', { name: 'Show more tests' }).click();
  await expect(cards(page)).toHaveCount(3 * PAGE_SIZE);
  const lookedAt = cards(page).nth(3 * PAGE_SIZE - 2);
  await lookedAt.scrollIntoViewIfNeeded();
  const leftAt = await scrollY(page);
  expect(leftAt).toBeGreaterThan(1000);
  const lookedAtName = await lookedAt.getByRole('heading').textContent();

  // A tap where the test's name shows: Playwright's click would first scroll the link "into
  // view" past the sticky bar's scroll padding, moving the page as no visitor's tap does.
  const name = await lookedAt.getByRole('link').first().boundingBox();
  expect(name).not.toBeNull();
  await page.mouse.click(
    (name?.x ?? 0) + (name?.width ?? 0) / 2,
    (name?.y ?? 0) + (name?.height ?? 0) / 2,
  );
  await expect(page).toHaveURL(/\/labtest\/[\w-]+$/);
  await page.goBack();

  await expect(page).toHaveURL('/labtest');
  await expect(cards(page)).toHaveCount(3 * PAGE_SIZE);
  // The visitor sees the card they were reading, where they left the list.
  await expect(
    cards(page)
      .nth(3 * PAGE_SIZE - 2)
      .getByRole('heading'),
  ).toHaveText(lookedAtName ?? '');
  await expect(cards(page).nth(3 * PAGE_SIZE - 2)).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(leftAt - 50);
  expect(await scrollY(page)).toBeLessThan(leftAt + 50);
});

test('a link to a list opens it at its first page and top', async ({ page }) => {
  await page.goto('/labtest');
  await page.getByRole('button', { name: 'Show more tests' }).click();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await cards(page)
    .nth(PAGE_SIZE + 10)
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/labtest\/[\w-]+$/);

  await page.goto('/labtest');

  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await scrollY(page)).toBe(0);
});

test('the home page search box opens Find a Test at what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search for a test' }).fill('lipd profile');
  await page.getByRole('searchbox', { name: 'Search for a test' }).press('Enter');

  await expect(page).toHaveURL('/labtest?q=lipd+profile');
  await expect(page.getByRole('searchbox', { name: 'Search tests by name' })).toHaveValue(
    'lipd profile',
  );
  await expect(
    page
      .getByRole('list', { name: 'Close matches' })
      .getByRole('heading', { name: 'Lipid Profile' }),
  ).toBeVisible();
});
