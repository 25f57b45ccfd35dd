import { describe, expect, it } from 'vitest';
import {
  budgetsFor,
  missedBudgets,
  type Figures,
} from '../../../../scripts/lib/lighthouse-budgets';

const passing: Figures = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 96,
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
