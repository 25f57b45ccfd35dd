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
  'route',
  'runs',
  'probe',
  'LH index',
  'CPU',
  'perf (raw)',
  'a11y',
  'best pr.',
  'SEO',
  'LCP (raw)',
  'CLS',
  'TBT (raw)',
  'floor LCP (raw)',
  'LCP ÷ floor',
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The table of every route's medians, with what they were judged against. */
export function printReport(
  rows: (RouteRow & { floor: RouteRow; floorRatio: number })[],
  {
    runs,
    phoneScore,
    lcpMax,
    floorRatioMax,
    took,
  }: { runs: number; phoneScore: number; lcpMax: number; floorRatioMax: number; took: number },
) {
  console.log(
    `\nMedians of each route's runs: one that met every budget, or ${runs} (Lighthouse mobile, ` +
      `simulated throttling). Judged: the CPU slowdown ` +
      `that makes this machine the phone of the budgets (probe score ÷ ${phoneScore}); in ` +
      `brackets, raw: Lighthouse's fixed 4×. LH index: Lighthouse's benchmark index, for reference.`,
  );
  printTable(
    header,
    rows.map(
      ({ route, runs, probeScore, benchmarkIndex, cpuSlowdown, calibrated, raw, ...floor }) => [
        route,
        String(runs),
        String(Math.round(probeScore)),
        String(Math.round(benchmarkIndex)),
        `${cpuSlowdown.toFixed(1)}×`,
        `${calibrated.performance} (${raw.performance})`,
        String(calibrated.accessibility),
        String(calibrated['best-practices']),
        String(calibrated.seo),
        `${seconds(calibrated.lcp)} (${seconds(raw.lcp)})`,
        calibrated.cls.toFixed(3),
        `${Math.round(calibrated.tbt)} ms (${Math.round(raw.tbt)} ms)`,
        `${seconds(floor.floor.calibrated.lcp)} (${seconds(floor.floor.raw.lcp)})`,
        `${floor.floorRatio.toFixed(2)}×`,
      ],
    ),
  );
  console.log(
    `\nBudgets: perf ≥ 95, a11y 100, best practices ≥ 95, SEO ≥ 95, ` +
      `LCP ≤ ${(lcpMax / 1000).toFixed(1)} s, CLS ≤ 0.05, TBT ≤ 150 ms; a test's own ` +
      `page SEO 100 and LCP ≤ 1.5 s. Printed, not judged yet: LCP within ${floorRatioMax}× the ` +
      `page's floor (its HTML without styles, scripts or images, measured right after it). ` +
      `${took} s of Lighthouse.`,
  );
}
