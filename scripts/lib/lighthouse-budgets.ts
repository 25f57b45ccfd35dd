import type { Result } from 'lighthouse';
import type { Run } from './lighthouse-run.ts';

/**
 * What a run is judged by: the four category scores out of 100, FCP, LCP and TBT in ms, and CLS.
 * A run of a page's first paint alone (`firstPaintOnly` in lighthouse-run.ts) has no scores, CLS
 * or TBT: those are NaN.
 */
export const figureNames = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'fcp',
  'lcp',
  'cls',
  'tbt',
] as const;
export type Figure = (typeof figureNames)[number];
export type Figures = Record<Figure, number>;
export type Budgets = Partial<Record<Figure, { min?: number; max?: number }>>;

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
    const budget = budgets[figure];
    if (budget === undefined) return [];
    const value = figures[figure];
    const { min, max } = budget;
    if ((min === undefined || value >= min) && (max === undefined || value <= max)) return [];
    const limit = min === undefined ? `≤ ${max}` : `≥ ${min}`;
    return [`${figure} ${+value.toFixed(3)} misses the budget (${limit})`];
  });
}

/** A Lighthouse result's figures. */
export function figuresOf(lhr: Result): Figures {
  // A run of two audits still scores its category on them alone: no score of a whole run.
  const wholeRun = lhr.audits['total-blocking-time'] !== undefined;
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return !wholeRun || value === undefined || value === null
      ? Number.NaN
      : Math.round(value * 100);
  };
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

/**
 * What a page's first paint is meant to stay within, as a multiple of its floor's: the same page's
 * HTML with its styles, scripts and images removed, on the same server in the same run. A ratio,
 * so no machine's speed moves it. On FCP; the LCP ratio is printed beside it. Printed, not judged
 * yet (decision 132 says why).
 */
export const FLOOR_RATIO_MAX = 1.2;

/**
 * The fastest FCP and LCP of a page's runs over its floor's, both as judged (calibrated). The
 * fastest, not the median: the simulated first paint errs one way only. In about one run in
 * twenty a request or a script of the page happens to end just before the unthrottled paint and
 * is counted in it (0.80 s where the page paints at 0.63 s), while what a page really costs (a
 * stylesheet it waits for, HTML past the first round trip) is in every run, the fastest too.
 */
export function floorRatios(page: readonly Run[], floor: readonly Run[]) {
  const fastest = (runs: readonly Run[], figure: 'fcp' | 'lcp') =>
    Math.min(...runs.map((run) => run.calibrated[figure]));
  const ratio = (figure: 'fcp' | 'lcp') => fastest(page, figure) / fastest(floor, figure);
  return { fcp: ratio('fcp'), lcp: ratio('lcp') };
}

/** The floor budget a page's ratios miss, as a sentence. */
export const missedFloorRatio = ({ fcp }: { fcp: number }): string[] =>
  fcp <= FLOOR_RATIO_MAX
    ? []
    : [`first paint ${fcp.toFixed(2)}× its floor’s misses the budget (≤ ${FLOOR_RATIO_MAX}×)`];
