// Runs Lighthouse (default mobile settings: a mid-range phone on a slow 4G network, simulated)
// against the production build served by `vite preview` and fails when a route misses one of the
// budgets in docs/performance.md. Run `npm run build` first. A route whose first run meets every budget is
// judged on that run; any other gets three runs (--runs) and is judged on their medians, so noise
// can neither fail a route on one bad run nor cost three runs where one settles it.
//
//   npm run lighthouse [-- --dist dist --runs 3 --port 4310 --json report.json]
//   npm run lighthouse -- --firebase [--runs 3] [--origin http://127.0.0.1:4373]
//
// --firebase measures the site as the lab's visitors get it: the Firebase-mode build, pre-rendered
// from the official Firestore emulator seeded with 2,500 lab tests and its catalogue published
// (tests/e2e/firebase/serve-firebase-mode.ts starts it all), on `/labtest` and `/health-package`,
// against the same budgets but a tighter LCP: 1.5 s, with the prices in the first paint. With
// --origin it measures that site where it already runs (.ci/run starts it once for the
// Firebase-mode end-to-end suite and this).
//
// A lab test's own page, where a searcher lands, is held to SEO 100 and LCP ≤ 1.5 s, at its
// English and its Bengali address, in both builds.
//
// `/`, `/labtest` and `/contact-us` are measured again as a Bengali browser asks for them
// (Accept-Language: bn-IN): the server sends the Bengali page, which the app hydrates with its
// Bengali text; the same budgets hold. Those rows are marked (bn).
//
// The simulated phone is the same on a fast and a slow machine: just before each run the CPU probe
// (scripts/lib/cpu-probe.ts) times this machine in the same browser, and the run's page load is
// audited twice, with the CPU slowdown that probe calls for (judged by the budgets) and with
// Lighthouse's default 4× (the raw figure, printed beside it with Lighthouse's benchmark index).
//
// Each page is measured beside its floor: the HTML the server gives it, with its stylesheets,
// scripts and images removed (scripts/lib/lighthouse-floor.ts), run right after it on the same
// server. The ratio of their LCPs, which no machine's speed moves, is printed beside both figures,
// against the 1.2× it is meant to stay within; it is not judged yet: whether the simulated phone
// counts the manifest's and the icon's requests in a floor's LCP turns on which of them ended
// before the unthrottled load painted, which moves a floor from 0.62 s to 0.90 s between pages
// and runs (decision 131).
//
// Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), started once and reused: every
// Lighthouse run still starts from an empty cache and empty storage.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Flags } from 'lighthouse';
import { startChild, stopChildren } from './lib/child-processes.ts';
import { phoneProbeScore } from './lib/cpu-probe.ts';
import {
  budgetsFor,
  FLOOR_RATIO_MAX,
  floorRatio,
  missedBudgets,
} from './lib/lighthouse-budgets.ts';
import { startChromium } from './lib/lighthouse-chromium.ts';
import { removeFloors, writeFloors } from './lib/lighthouse-floor.ts';
import { printReport, routeRow } from './lib/lighthouse-report.ts';
import { measure, runLine, type Run } from './lib/lighthouse-run.ts';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4310' },
    json: { type: 'string' },
    firebase: { type: 'boolean', default: false },
    origin: { type: 'string' },
  },
});

if (!options.firebase && !existsSync(join(options.dist, 'index.html'))) {
  console.error(`No build in ${options.dist}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Target {
  route: string;
  /** The row's name: the route, marked (bn) when measured as a Bengali browser asks for it. */
  label: string;
  headers?: Record<string, string>;
  /** A test's own page, where a searcher lands: SEO 100 and LCP within 1.5 s. */
  itemPage?: boolean;
}
const english = (route: string): Target => ({ route, label: route });
const bengali = (route: string): Target => ({
  route,
  label: `${route} (bn)`,
  headers: { 'Accept-Language': 'bn-IN,bn;q=0.9' },
});
/**
 * A lab test's page in both builds, at its English and its Bengali address, and a health
 * concern's, which a searcher lands on too.
 */
const itemPages: Target[] = [
  '/labtest/lipid-profile',
  '/bn/labtest/lipid-profile',
  '/conditions/diabetes',
].map((route) => ({ ...english(route), itemPage: true }));
const targets = options.firebase
  ? [...['/labtest', '/health-package'].map(english), ...itemPages]
  : [
      ...[
        '/',
        '/labtest',
        '/health-package',
        '/healthpackage/full-body-checkup',
        '/contact-us',
        '/home-sample-colllection',
        '/book-home-visit',
      ].map(english),
      ...['/', '/labtest', '/contact-us'].map(bengali),
      ...itemPages,
    ];
const runs = Number(options.runs);
const budgetsOf = (label: string) =>
  budgetsFor({
    firebase: options.firebase,
    itemPage: targets.find((target) => target.label === label)?.itemPage ?? false,
  });

// The floors are written beside the pages the server serves: the demo build's folder, or the
// Firebase-mode site's, FIREBASE_E2E_DIST (tests/e2e/firebase/firebase-mode.ts), which this script
// sets, and removes after, for a site it starts itself.
const ownFirebaseSite =
  options.firebase && !options.origin && process.env.FIREBASE_E2E_DIST === undefined
    ? mkdtempSync(path.join(tmpdir(), 'lab-site-lighthouse-'))
    : undefined;
if (ownFirebaseSite) process.env.FIREBASE_E2E_DIST = ownFirebaseSite;
const servedFolder = options.firebase ? process.env.FIREBASE_E2E_DIST : options.dist;
if (servedFolder === undefined) {
  console.error('Set FIREBASE_E2E_DIST to the folder the site at --origin serves.');
  process.exit(1);
}

const origin = options.origin
  ? options.origin
  : options.firebase
    ? (
        await startChild(
          process.execPath,
          ['scripts/run-typescript.mjs', 'tests/e2e/firebase/serve-firebase-mode.ts'],
          /the site on (http:\/\/127\.0\.0\.1:\d+)/,
          'the Firebase-mode site and its emulator',
          300_000,
        )
      ).match[1]
    : (
        await startChild(
          process.execPath,
          [
            'node_modules/vite/bin/vite.js',
            'preview',
            '--outDir',
            options.dist,
            '--port',
            options.port,
            '--strictPort',
          ],
          /(http:\/\/127\.0\.0\.1:\d+)/,
          'vite preview',
        )
      ).match[1];
const chromium = await startChromium();
const floors = await writeFloors(origin ?? '', servedFolder, targets);
const removeWhatThisRunWrote = () => {
  removeFloors(servedFolder);
  if (ownFirebaseSite) rmSync(ownFirebaseSite, { recursive: true, force: true });
};

const flags: Flags = {
  port: chromium.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};
const results = Object.fromEntries(targets.map(({ label }) => [label, [] as Run[]]));
const floorResults = Object.fromEntries(targets.map(({ label }) => [label, [] as Run[]]));
const floorRatioOf = (label: string) => floorRatio(results[label] ?? [], floorResults[label] ?? []);
const started = Date.now();
/** Whether the route's one run so far meets every budget: then it needs no more. */
const settledByOneRun = (route: string) => {
  const list = results[route] ?? [];
  return (
    list.length === 1 &&
    list[0] !== undefined &&
    missedBudgets(list[0].calibrated, budgetsOf(route)).length === 0
  );
};
try {
  // Rounds over the routes rather than three runs in a row, so a burst of load elsewhere on the
  // machine spreads over the routes instead of sinking one.
  for (let round = 1; round <= runs; round += 1) {
    for (const { route, label, headers } of targets.filter(
      (target) => round === 1 || !settledByOneRun(target.label),
    )) {
      const score = await chromium.probeScore();
      const run = await measure(
        `${origin ?? ''}${route}`,
        { ...flags, extraHeaders: headers },
        score,
        phoneProbeScore,
      );
      results[label]?.push(run);
      console.log(runLine(round, label, run));
      // The page's floor, right after it, with the same calibration.
      const floor = await measure(
        `${origin ?? ''}${floors.get(label) ?? ''}`,
        flags,
        score,
        phoneProbeScore,
      );
      floorResults[label]?.push(floor);
      console.log(runLine(round, `${label} floor`, floor));
    }
  }
} finally {
  await chromium.stop();
  stopChildren();
  removeWhatThisRunWrote();
}

const rows = targets.map(({ label }) => ({
  ...routeRow(label, results[label] ?? []),
  floor: routeRow(label, floorResults[label] ?? []),
  floorRatio: floorRatioOf(label),
}));
const failures = rows.flatMap(({ route, calibrated }) =>
  missedBudgets(calibrated, budgetsOf(route)).map((miss) => `${route}: ${miss}`),
);
printReport(rows, {
  runs,
  phoneScore: phoneProbeScore,
  lcpMax: budgetsFor({ firebase: options.firebase, itemPage: false }).lcp.max,
  floorRatioMax: FLOOR_RATIO_MAX,
  took: Math.round((Date.now() - started) / 1000),
});
if (options.json) writeFileSync(options.json, JSON.stringify({ rows, results }, null, 2));
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
