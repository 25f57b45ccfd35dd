import { figureNames, type Figures } from './lighthouse-budgets.ts';
import type { Run } from './lighthouse-run.ts';
import { median } from './median.ts';
import { printTable } from './table.ts';

export type RouteRow = ReturnType<typeof routeRow>;

const mediansOf = (list: Figures[]) =>
  Object.fromEntries(
    figureNames.map((figure) => [figure, median(list.map((run) => run[figure]))]),
  ) as Figures;

/** A route's runs as its row of medians. */
export function routeRow(route: string, list: Run[]) {
  return {
    route,
    runs: list.length,
    probeScore: median(list.map((run) => run.probeScore)),
    benchmarkIndex: median(list.map((run) => run.benchmarkIndex)),
    cpuSlowdown: median(list.map((run) => run.cpuSlowdown)),
    calibrated: mediansOf(list.map((run) => run.calibrated)),
    raw: mediansOf(list.map((run) => run.raw)),
  };
}

const header = [
  'page',
  'runs',
  'probe',
  'LH index',
  'CPU',
  'perf (raw)',
  'a11y',
  'best pr.',
  'SEO',
  'FCP',
  'LCP (raw)',
  'CLS',
  'TBT (raw)',
  'floor FCP',
  'floor LCP',
  'FCP ÷ floor',
  'LCP ÷ floor',
];

/** A figure as printed; a run of the first paint alone has no scores, CLS or TBT: a dash. */
const shown = (value: number, format: (value: number) => string) =>
  Number.isNaN(value) ? '—' : format(value);
const seconds = (ms: number) => shown(ms, () => `${(ms / 1000).toFixed(2)} s`);
const whole = (value: number) => shown(value, () => String(value));
const ratio = (value: number) => shown(value, () => `${value.toFixed(2)}×`);

/** The table of every page's medians, with what they were judged against. */
export function printReport(
  rows: (RouteRow & { floor: RouteRow; floorRatios: { fcp: number; lcp: number } })[],
  {
    runs,
    phoneScore,
    lcpMax,
    floorRatioMax,
    took,
  }: { runs: number; phoneScore: number; lcpMax: number; floorRatioMax: number; took: number },
) {
  console.log(
    `\nMedians of each page's runs: one that met every budget, or ${runs} (Lighthouse mobile, ` +
      `simulated throttling). Judged: the CPU slowdown ` +
      `that makes this machine the phone of the budgets (probe score ÷ ${phoneScore}); in ` +
      `brackets, raw: Lighthouse's fixed 4×. LH index: Lighthouse's benchmark index, for ` +
      `reference. A dash: a page measured for its first paint alone. The floor ratios: the ` +
      `fastest of the page's runs over the fastest of its floor's.`,
  );
  printTable(
    header,
    rows.map(
      ({
        route,
        runs,
        probeScore,
        benchmarkIndex,
        cpuSlowdown,
        calibrated,
        raw,
        floor,
        floorRatios,
      }) => [
        route,
        String(runs),
        String(Math.round(probeScore)),
        String(Math.round(benchmarkIndex)),
        `${cpuSlowdown.toFixed(1)}×`,
        shown(calibrated.performance, () => `${calibrated.performance} (${raw.performance})`),
        whole(calibrated.accessibility),
        whole(calibrated['best-practices']),
        whole(calibrated.seo),
        seconds(calibrated.fcp),
        `${seconds(calibrated.lcp)} (${seconds(raw.lcp)})`,
        shown(calibrated.cls, (cls) => cls.toFixed(3)),
        shown(calibrated.tbt, (tbt) => `${Math.round(tbt)} ms (${Math.round(raw.tbt)} ms)`),
        seconds(floor.calibrated.fcp),
        seconds(floor.calibrated.lcp),
        ratio(floorRatios.fcp),
        ratio(floorRatios.lcp),
      ],
    ),
  );
  console.log(
    `\nBudgets: perf ≥ 95, a11y 100, best practices ≥ 95, SEO ≥ 95, ` +
      `LCP ≤ ${(lcpMax / 1000).toFixed(1)} s, CLS ≤ 0.05, TBT ≤ 150 ms; a test's own ` +
      `page SEO 100 and LCP ≤ 1.5 s. Printed, not judged yet: every page's FCP within ` +
      `${floorRatioMax}× its floor's (its HTML without styles, scripts or images, measured right ` +
      `after it), and the LCP ratio. ${took} s of Lighthouse.`,
  );
}
