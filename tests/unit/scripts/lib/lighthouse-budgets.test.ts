import { describe, expect, it } from 'vitest';
import {
  budgetsFor,
  floorRatios,
  missedBudgets,
  missedFloorRatio,
  type Figures,
} from '../../../../scripts/lib/lighthouse-budgets';
import type { Run } from '../../../../scripts/lib/lighthouse-run';

const passing: Figures = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 96,
  fcp: 900,
  lcp: 1800,
  cls: 0.01,
  tbt: 90,
};

describe('the Lighthouse budgets', () => {
  it('pass a demo-build page that meets each of them', () => {
    expect(missedBudgets(passing, budgetsFor({ firebase: false, itemPage: false }))).toEqual([]);
  });

  it('hold a test’s own page to SEO 100 and LCP within 1.5 s', () => {
    expect(missedBudgets(passing, budgetsFor({ firebase: false, itemPage: true }))).toEqual([
      'seo 96 misses the budget (≥ 100)',
      'lcp 1800 misses the budget (≤ 1500)',
    ]);
  });

  it('hold the Firebase-mode site to LCP within 1.5 s, and name every figure that misses', () => {
    expect(
      missedBudgets(
        { ...passing, performance: 94, cls: 0.0512 },
        budgetsFor({ firebase: true, itemPage: false }),
      ),
    ).toEqual([
      'performance 94 misses the budget (≥ 95)',
      'lcp 1800 misses the budget (≤ 1500)',
      'cls 0.051 misses the budget (≤ 0.05)',
    ]);
  });
});

describe('a page’s first paint against its floor', () => {
  const run = (fcp: number, lcp: number) =>
    ({ calibrated: { ...passing, fcp, lcp } }) as unknown as Run;

  it('is the ratio of the fastest of the page’s runs to the fastest of its floor’s', () => {
    expect(
      floorRatios(
        [run(800, 950), run(660, 900), run(2000, 2000)],
        [run(640, 910), run(600, 600), run(650, 650)],
      ),
    ).toEqual({ fcp: 660 / 600, lcp: 900 / 600 });
  });

  it('fails a page none of whose runs was measured', () => {
    expect(missedFloorRatio(floorRatios([], [run(600, 600)]))).toHaveLength(1);
  });

  it('passes within 1.2× and names the ratio that misses', () => {
    expect(missedFloorRatio({ fcp: 1.2 })).toEqual([]);
    expect(missedFloorRatio({ fcp: 1.31 })).toEqual([
      'first paint 1.31× its floor’s misses the budget (≤ 1.2×)',
    ]);
  });

  it('fails a page whose first paint was not measured', () => {
    expect(missedFloorRatio({ fcp: Number.NaN })).toHaveLength(1);
  });

  it('judges a page measured for its first paint alone by nothing else', () => {
    const firstPaintAlone = { ...passing, performance: Number.NaN, tbt: Number.NaN };
    expect(missedBudgets(firstPaintAlone, {})).toEqual([]);
  });
});
