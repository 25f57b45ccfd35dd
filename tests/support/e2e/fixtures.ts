import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages are pre-rendered: they show before the app has taken them over, and a click in that
 * moment reaches no handler (the visitor would click again). A test acts as a visitor who waits
 * for the page to be ready: every page load (`goto`, `reload`) waits until the app marks the
 * document ready (src/lib/early-input.ts). What happens before that is prerender.spec.ts's.
 */
function waitForTheApp(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        if (response?.headers()['content-type']?.includes('text/html')) {
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        }
        return response;
      },
    });
  }
}

/**
 * Every end-to-end test fails when the page logs a console error or throws: a visitor would not
 * see it, but it is a broken page all the same. A test that provokes one on purpose lists the
 * text it expects in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // `use` is Playwright's fixture callback, not a React hook: named otherwise for the hooks lint.
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (javaScriptEnabled !== false) waitForTheApp(page);
    await provide(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
