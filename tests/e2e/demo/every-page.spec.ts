import { expectNoAxeViolations, openSettled } from '../../support/e2e/axe';
import { expect, test } from '../../support/e2e/fixtures';
import { siteRoutes, unknownRoute } from '../../support/e2e/routes';
import { undersizedTargets } from '../../support/e2e/targets';

/**
 * Every route, loaded once on a phone and then seen on a desktop: its heading inside the shared
 * header and footer, a page that fits a 360 px screen, and axe-core's rules (WCAG 2.1 A and AA and
 * its best practices) at both widths once the page has settled. Any violation fails. No page asks
 * the browser to format a date while it loads (the site writes its few dates itself).
 *
 * One load serves both widths because every layout difference between them is CSS media queries
 * and the widgets' own resize handling, which a resize exercises as a load would; a page load
 * costs more than the checks on a slow machine.
 */
type CountedWindow = Window & { calendarFormatting?: string[] };

/**
 * Runs in the page before its scripts: records each use of the browser's date formatting, whose
 * first use on a page loads its calendar data in one long task (40–110 ms on this machine).
 */
function countCalendarFormatting() {
  const calls: string[] = [];
  (window as CountedWindow).calendarFormatting = calls;
  const NativeDateTimeFormat = Intl.DateTimeFormat;
  Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      calls.push('Intl.DateTimeFormat');
      return new target(...args);
    },
    apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      calls.push('Intl.DateTimeFormat');
      return target(...args);
    },
  });
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const native = Date.prototype[method];
    Date.prototype[method] = function (this: Date, ...args: Parameters<typeof native>) {
      calls.push(`Date.${method}`);
      return native.apply(this, args);
    };
  }
}

test.describe('every page of the site', () => {
  // A settled page and two axe runs: about 25 s for /book-home-visit on a slow, busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  for (const path of siteRoutes) {
    test(`${path}: heading, header and footer; fits 360 px; no axe violation and no target under 24 px at 360 or 1280 px; no calendar data`, async ({
      page,
    }) => {
      await page.addInitScript(countCalendarFormatting);
      await openSettled(page, path);
      expect(
        await page.evaluate(() => (window as CountedWindow).calendarFormatting),
        'dates formatted by the browser while the page loaded (its calendar data costs a phone 70–190 ms of one task)',
      ).toEqual([]);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/\S+ \| /);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'sideways scrolling at 360 px').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      expect(await undersizedTargets(page), 'targets under 24 × 24 px at 360 px').toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expectNoAxeViolations(page);
      expect(await undersizedTargets(page), 'targets under 24 × 24 px at 1280 px').toEqual([]);
    });
  }

  test('an unknown address shows the 404 page, with no axe violation', async ({ page }) => {
    await openSettled(page, unknownRoute);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
  });
});
