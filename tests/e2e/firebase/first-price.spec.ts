import { expect, test } from '@playwright/test';
import { timeToFirstPrice } from '../../support/slow-phone';
import { median } from '../../../scripts/lib/median';

/**
 * What production costs a visitor: the time to the first price on a slow phone (slow 4G, 4× CPU),
 * median of 3 fresh visits (FIRST_PRICE_VISITS), printed beside the demo build's (tests/e2e/scale/
 * measures that). The prices come in the page pre-rendered from Firestore at the build. A
 * measurement for the README, not a budget (Lighthouse's LCP is): CI takes one visit.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const visits = Number(process.env.FIRST_PRICE_VISITS ?? 3);

for (const path of ['/labtest', '/health-package']) {
  test(`${path}: a slow phone sees the first price`, async ({ browser }, testInfo) => {
    const times: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      times.push(await timeToFirstPrice(browser, `${testInfo.project.use.baseURL}${path}`));
    }
    const figure =
      `Firebase mode ${path}: first price at ${(median(times) / 1000).toFixed(1)} s ` +
      `(slow 4G, 4× CPU; visits: ${times.map((time) => (time / 1000).toFixed(1)).join(', ')} s)`;
    console.log(figure);
    testInfo.annotations.push({ type: 'First price on a slow phone', description: figure });
    expect(times.every(Number.isFinite)).toBe(true);
  });
}
