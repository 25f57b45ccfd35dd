import type { Browser } from '@playwright/test';

/**
 * When a visitor on a mid-range phone first sees a price on a list page: a fresh browser context
 * (empty cache), DevTools' slow 4G (Lighthouse's figures for it) and 4× CPU slowdown, timed from
 * the start of navigation to the first frame with a price in the list. A measurement, printed by
 * the suites for the README; the budgets are Lighthouse's, calibrated to the machine.
 */
export async function timeToFirstPrice(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
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
  const handle = await page.waitForFunction(
    () => {
      const price = document.querySelector('main .price-tag');
      return price && /₹/.test(price.textContent ?? '') ? performance.now() : null;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const time = (await handle.jsonValue()) ?? Number.NaN;
  await context.close();
  return time;
}
