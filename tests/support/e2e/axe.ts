import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now and expects no violation. `tags` narrows the rules (the
 * Bengali checks use WCAG's only); without it every rule runs, best practices included.
 *
 * Legacy mode runs axe once in the page itself. The default mode opens a second page, injects
 * axe there as well and merges the results, which tripled the time a check took on a slow machine
 * (8.4 s against 2.8 s on /book-home-visit) for what it adds: cross-origin frames, and the only
 * ones on the site are YouTube's players, which are not ours to fix.
 */
export async function expectNoAxeViolations(page: Page, tags?: string[]) {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  const summary = violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** The page as a visitor sees it once it has settled: the app running, lists and data drawn. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
