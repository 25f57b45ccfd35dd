import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { expectNoAxeViolations } from '../../support/e2e/axe';

const ESSENTIAL = 'Essential Health Check-up';
const FULL_BODY = 'Full Body Check-up';

/** A test's row of the comparison, by its name, and its cells. */
const rowOf = (page: Page, table: Locator, name: string) =>
  table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function expectLeftOutOfSearch(page: Page) {
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/health-package$/,
  );
}

test.describe('comparing health packages', () => {
  test('two chosen from the list show side by side, one row a test', async ({ page }) => {
    await page.goto('/health-package');
    const panel = page.getByRole('tabpanel', { name: 'General Package' });
    // The choice arrives once the list has loaded.
    const essential = panel.getByRole('checkbox', { name: `Compare ${ESSENTIAL}` });
    await expect(essential).toBeVisible();
    await essential.check();
    await expect(page.getByText('Choose one more package to compare it with.')).toBeVisible();
    await panel.getByRole('checkbox', { name: `Compare ${FULL_BODY}` }).check();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(
      /\/health-package\/compare\?p=essential-health-checkup,full-body-checkup$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compare health packages' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: '2 health packages side by side' });
    await expect(table.getByRole('columnheader')).toHaveText(['Package', ESSENTIAL, FULL_BODY]);
    // The union of both packages' tests: shared ones ticked twice, the others once.
    await expect(rowOf(page, table, 'Haemoglobin').getByRole('cell')).toHaveText([
      '✓Included',
      '✓Included',
    ]);
    await expect(rowOf(page, table, 'HbA1c').getByRole('cell')).toHaveText([
      '—Not included',
      '✓Included',
    ]);
    await expect(rowOf(page, table, 'Total protein').getByRole('cell')).toHaveText([
      '✓Included',
      '—Not included',
    ]);
    await expectLeftOutOfSearch(page);
    await expectNoAxeViolations(page);
  });

  test('says which package of its link it could not find, and leaves it out', async ({ page }) => {
    await page.goto(
      '/health-package/compare?p=essential-health-checkup,no-such-package,full-body-checkup',
    );
    await expect(
      page.getByText('One package in this link was not found, so it is left out: no-such-package.'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: '2 health packages side by side' }).getByRole('columnheader'),
    ).toHaveText(['Package', ESSENTIAL, FULL_BODY]);
    await expectLeftOutOfSearch(page);
  });

  test('scrolls sideways at a phone’s width, in Bengali too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/bn/health-package/compare?p=essential-health-checkup,full-body-checkup');
    const table = page.getByRole('table', { name: 'পাশাপাশি ২টি হেলথ প্যাকেজ' });
    await expect(table).toBeVisible();
    const scroller = page.getByRole('region', { name: 'পাশাপাশি ২টি হেলথ প্যাকেজ' });
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways; only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);
  });
});
