import type { Result } from 'lighthouse';
import { median } from './median.ts';
import type { Run } from './lighthouse-run.ts';

/** What a run is judged by: the four category scores out of 100, LCP and TBT in ms, and CLS. */
export const figureNames = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'lcp',
  'cls',
  'tbt',
] as const;
export type Figure = (typeof figureNames)[number];
export type Figures = Record<Figure, number>;
export type Budgets = Record<Figure, { min?: number; max?: number }>;

/**
 * Medians at or above (scores) or at or below (timings) these pass. The Firebase-mode site is
 * held to a tighter LCP, with the prices in the first paint, and so is a test's own page, where a
 * searcher lands, which is held to SEO 100 as well.
 */
export function budgetsFor({ firebase, itemPage }: { firebase: boolean; itemPage: boolean }) {
  return {
    performance: { min: 95 },
    accessibility: { min: 100 },
    'best-practices': { min: 95 },
    seo: { min: itemPage ? 100 : 95 },
    lcp: { max: firebase || itemPage ? 1500 : 2000 },
    cls: { max: 0.05 },
    tbt: { max: 150 },
  } satisfies Budgets;
}

/** The budgets `figures` misses, each as a sentence. */
export function missedBudgets(figures: Figures, budgets: Budgets): string[] {
  return figureNames.flatMap((figure) => {
    const value = figures[figure];
    const { min, max } = budgets[figure];
    if ((min === undefined || value >= min) && (max === undefined || value <= max)) return [];
    const limit = min === undefined ? `≤ ${max}` : `≥ ${min}`;
    return [`${figure} ${+value.toFixed(3)} misses the budget (${limit})`];
  });
}

/** A Lighthouse result's figures. */
export function figuresOf(lhr: Result): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

/**
 * What a page's first-visit LCP is meant to stay within, as a multiple of its floor's: the same
 * page's HTML with its styles, scripts and images removed, on the same server in the same run. A
 * ratio, so no machine's speed moves it. Printed, not yet judged (scripts/lighthouse.ts).
 */
export const FLOOR_RATIO_MAX = 1.2;

/** The median LCP of a page's runs over its floor's, both as judged (calibrated). */
export const floorRatio = (page: readonly Run[], floor: readonly Run[]) =>
  median(page.map((run) => run.calibrated.lcp)) / median(floor.map((run) => run.calibrated.lcp));
