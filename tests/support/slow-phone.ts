import type { Browser, Page } from '@playwright/test';

/**
 * A visitor on a mid-range phone opening `url` with an empty cache: a fresh browser context whose
 * browser reads `locale` (its languages and Accept-Language header), DevTools' slow 4G
 * (Lighthouse's figures for it) and 4× CPU slowdown. Resolves with the time from the start of
 * navigation to the first frame in which `seen` holds. A measurement, printed by the suites for
 * the README; the budgets are Lighthouse's, calibrated to the machine.
 */
async function timeOnSlowPhone(
  browser: Browser,
  url: string,
  seen: (page: Page) => Promise<number>,
  locale = 'en-IN',
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const time = await seen(page);
  await context.close();
  return time;
}

/** Time from the start of navigation to the first frame with a price in the page's main content. */
export async function firstPriceShown(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const price = document.querySelector('main .price-tag');
      return price && /₹/.test(price.textContent ?? '') ? performance.now() : null;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) ?? Number.NaN;
}

/** When a slow phone first shows a price in a list page's main content. */
export const timeToFirstPrice = (browser: Browser, url: string) =>
  timeOnSlowPhone(browser, url, firstPriceShown);

/**
 * When a slow phone whose browser reads `language` first shows the page's `<h1>` in that
 * language: in Bengali script for Bengali, in none for English.
 */
export const timeToOwnLanguageHeading = (browser: Browser, url: string, language: 'en' | 'bn') =>
  timeOnSlowPhone(
    browser,
    url,
    async (page) => {
      const handle = await page.waitForFunction(
        (bengali) => {
          const heading = document.querySelector('h1')?.textContent ?? '';
          const inBengali = /[\u0980-\u09FF]/.test(heading);
          return heading.trim() !== '' && inBengali === bengali ? performance.now() : null;
        },
        language === 'bn',
        { polling: 'raf', timeout: 120_000 },
      );
      return (await handle.jsonValue()) ?? Number.NaN;
    },
    language === 'bn' ? 'bn-IN' : 'en-IN',
  );
