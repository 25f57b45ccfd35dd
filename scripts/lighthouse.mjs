#!/usr/bin/env node
// Runs Lighthouse (default mobile settings: a mid-range phone on a slow 4G network, simulated)
// against the production build served by `vite preview`, three runs per route, prints the medians
// and fails when a median misses a budget of ../shared/BUDGETS.md. Run `npm run build` first.
//
//   npm run lighthouse [-- --dist dist --runs 3 --port 4310 --json report.json]
//
// Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), started once and reused: every
// Lighthouse run still starts from an empty cache and empty storage.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4310' },
    json: { type: 'string' },
  },
});

if (!existsSync(join(options.dist, 'index.html'))) {
  console.error(`No build in ${options.dist}: run \`npm run build\` first.`);
  process.exit(1);
}

const routes = [
  '/',
  '/labtest',
  '/health-package',
  '/healthpackage/full-body-checkup',
  '/contact-us',
];
const runs = Number(options.runs);
const origin = `http://127.0.0.1:${options.port}`;

/** Medians at or above (scores) or at or below (timings) these pass. */
const budgets = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  'best-practices': { min: 95 },
  seo: { min: 95 },
  lcp: { max: 2000 },
  cls: { max: 0.05 },
  tbt: { max: 150 },
};

const children = [];
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** Starts a child process and resolves with the first match of `ready` in its output. */
function start(command, args, ready, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 60_000);
    const onData = (data) => {
      // Colour codes (CI terminals) would split the words `ready` looks for.
      output += String(data).replace(/\u001b\[[0-9;]*m/g, '');
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await start(
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
  /http:\/\/127\.0\.0\.1:\d+/,
  'vite preview',
);
const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'));
const [, chromePort] = await start(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--no-first-run',
    '--no-default-browser-check',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
  'Chromium',
);

const results = Object.fromEntries(routes.map((route) => [route, []]));
const started = Date.now();
// Rounds over all routes rather than three runs in a row, so a burst of load elsewhere on the
// machine spreads over the routes instead of sinking one.
for (let round = 1; round <= runs; round += 1) {
  for (const route of routes) {
    const { lhr } = await lighthouse(`${origin}${route}`, {
      port: Number(chromePort),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const run = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.selector ?? '',
      failed: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .filter((audit) => audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
    results[route].push(run);
    console.log(
      `run ${round}/${runs} ${route}: perf ${run.performance}, LCP ${Math.round(run.lcp)} ms, ` +
        `CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms, LCP element ${run.lcpElement}` +
        (run.failed.length ? ` (failed audits: ${run.failed.join(', ')})` : ''),
    );
  }
}
const chromium = children.at(-1);
const chromiumExited = new Promise((resolve) =>
  chromium.exitCode === null ? chromium.once('exit', resolve) : resolve(),
);
stopChildren();
await chromiumExited;
await rm(profile, { recursive: true, force: true });

const rows = [];
const failures = [];
for (const route of routes) {
  const medians = Object.fromEntries(
    Object.keys(budgets).map((key) => [key, median(results[route].map((run) => run[key]))]),
  );
  for (const [key, { min, max }] of Object.entries(budgets)) {
    const value = medians[key];
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const limit = min === undefined ? `≤ ${max}` : `≥ ${min}`;
      failures.push(`${route}: ${key} ${+value.toFixed(3)} misses the budget (${limit})`);
    }
  }
  rows.push({ route, ...medians });
}

const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'];
const cells = rows.map((row) => [
  row.route,
  String(row.performance),
  String(row.accessibility),
  String(row['best-practices']),
  String(row.seo),
  `${(row.lcp / 1000).toFixed(2)} s`,
  row.cls.toFixed(3),
  `${Math.round(row.tbt)} ms`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...cells.map((row) => row[column].length)),
);
const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`\nMedians of ${runs} runs (Lighthouse mobile, simulated throttling):`);
console.log(line(header));
for (const row of cells) console.log(line(row));
console.log(
  `\nBudgets: perf ≥ 95, a11y 100, best practices ≥ 95, SEO ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, ` +
    `TBT ≤ 150 ms. ${Math.round((Date.now() - started) / 1000)} s of Lighthouse.`,
);
if (options.json) writeFileSync(options.json, JSON.stringify({ rows, results }, null, 2));
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
