// Prints, for every route, the JavaScript and CSS (gzip) a visitor downloads before the page is
// usable, from the production build's manifest, and fails when a route is over its budget
// (docs/performance.md). Also checks every image the site ships, and judges the pre-render's
// time. Run `npm run build` first.
//
//   npm run size [-- <dist>]
//
// A route's first load is the entry chunk, the app it starts (src/entry-client.tsx), the route's
// page chunk and everything any of them imports statically. Data pages also read the data layer:
// in the embedded default the local adapter and the collection's demo chunk (small, and after the
// page is drawn); with Firebase, the Firestore Lite client, added to every route but `/` here.
// A Bengali reader's page is hydrated with its Bengali text too: the shared chunk and the page's
// namespaces, counted in the Bengali column and held to the same budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { printTable } from './lib/table.ts';
import {
  bengaliChunks,
  CLIENT_APP,
  htmlFileFor,
  ROUTES_FILE,
  type BuiltRoute,
} from './lib/page-document.ts';
import { folderSize } from './lib/folder-size.ts';
import { PRERENDER_REPORT, type PrerenderReport } from './prerender.ts';
import { localizedFolder } from './lib/localized-pages.ts';
import { manifestClosure, manifestEntry, type Manifest } from './lib/manifest.ts';
import { beaconCostLines } from './staff/lib/beacon-cost.ts';
import {
  isBengaliText,
  SERVICE_WORKER_REPORT,
  type ServiceWorkerReport,
} from './lib/service-worker.ts';

const dist = process.argv[2] ?? 'dist';
const KIB = 1024;
const budgets = { homeJs: 115 * KIB, routeJs: 150 * KIB, css: 25 * KIB, image: 150 * 1000 };

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Manifest;
const gzipSize = (file: string) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;

function sizes(keys: string[], language: 'en' | 'bn' = 'en') {
  const chunks = new Set<string>();
  for (const key of keys) manifestClosure(manifest, key, chunks);
  if (language === 'bn') {
    for (const key of bengaliChunks(manifest, chunks)) manifestClosure(manifest, key, chunks);
  }
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gzipSize(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipSize(file);
  return { js, css };
}

const entry = manifestEntry(manifest);
if (!entry) throw new Error(`No entry chunk in ${dist}/.vite/manifest.json.`);
const app = manifest[CLIENT_APP] ? [entry, CLIENT_APP] : [entry];
/** The adapter a page loads with its data; its other modules load when a visitor sends. */
const FIRESTORE_ADAPTER = 'src/data/source/adapters/firestore/index.ts';
const firestoreKey = manifest[FIRESTORE_ADAPTER] ? FIRESTORE_ADAPTER : undefined;
/** A Firebase-mode page loads the Firestore client with its data: its chunk and what it imports. */
const withFirestoreClient = firestoreKey ? [firestoreKey] : [];
const firestoreChunk = firestoreKey ? manifest[firestoreKey] : undefined;
const firestoreJs = firestoreChunk ? gzipSize(firestoreChunk.file) : 0;

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const rows: string[][] = [];
const failures: string[] = [];
/** Each route's JavaScript, by path, for the item pages' budget: no more than their list's. */
const loads = new Map<string, { js: number; bengali: number }>();
const routes = JSON.parse(readFileSync(`${dist}/${ROUTES_FILE}`, 'utf8')) as BuiltRoute[];
for (const { path: route, file: module } of routes) {
  if (!manifest[module]) {
    failures.push(`${route}: ${module} is not in the build manifest`);
    continue;
  }
  const { js, css } = sizes([...app, module]);
  // The union of the page's chunks and the client's, so a chunk both share is counted once.
  const withFirestore = sizes([...app, module, ...withFirestoreClient]).js;
  const bengali = sizes([...app, module, ...(route === '/' ? [] : withFirestoreClient)], 'bn').js;
  const jsBudget = route === '/' ? budgets.homeJs : budgets.routeJs;
  const over: string[] = [];
  if ((route === '/' ? js : withFirestore) > jsBudget) over.push('JS');
  if (bengali > jsBudget) over.push('Bengali JS');
  if (css > budgets.css) over.push('CSS');
  if (over.length) failures.push(`${route}: ${over.join(' and ')} over budget`);
  loads.set(route, { js: withFirestore, bengali });
  let html = '–';
  try {
    const file = htmlFileFor(route);
    html = `${kib(gzipSize(file))} / ${kib(gzipSize(`${localizedFolder('bn')}/${file}`))}`;
  } catch {
    // Not pre-rendered (a package page, /Usg): the app shell serves it.
  }
  rows.push([
    route,
    kib(js),
    kib(withFirestore),
    kib(bengali),
    kib(css),
    html,
    over.length ? `OVER (${over.join(', ')})` : 'ok',
  ]);
}

// A test's or doctor's own page loads no more script than Find a Test, the page it is found from.
const findATest = loads.get('/labtest');
for (const [route, load] of loads) {
  if (!findATest || !route.endsWith('/:slug')) continue;
  if (load.js > findATest.js || load.bengali > findATest.bengali) {
    failures.push(
      `${route}: more JavaScript than /labtest (${kib(load.js)} / ${kib(load.bengali)})`,
    );
  }
}

// The field beacon (src/lib/field-beacon.ts), web-vitals with it, loads once the page is idle:
// it is in no route's first load, in either language.
const FIELD_BEACON = 'src/lib/field-beacon.ts';
const firstLoads = new Set<string>();
for (const key of [...app, ...routes.map(({ file }) => file), ...withFirestoreClient]) {
  manifestClosure(manifest, key, firstLoads);
}
for (const key of bengaliChunks(manifest, firstLoads)) manifestClosure(manifest, key, firstLoads);
const beaconChunks = [...manifestClosure(manifest, FIELD_BEACON)].filter(
  (key) => manifest[key] && !firstLoads.has(key),
);
if (!beaconChunks.includes(FIELD_BEACON)) {
  failures.push(`${FIELD_BEACON}: not in the build, or in a first load`);
}
const beaconJs = beaconChunks.reduce((sum, key) => sum + gzipSize(manifest[key]?.file ?? ''), 0);

printTable(
  ['route', 'JS (demo)', 'JS (+Firestore)', 'JS (Bengali)', 'CSS', 'HTML (en / bn)', 'budget'],
  rows,
);
console.log(
  `\nBudgets: JS ≤ ${kib(budgets.homeJs)} on / (demo build), ≤ ${kib(budgets.routeJs)} elsewhere with the ` +
    `Firestore client (${kib(firestoreJs)}), a Bengali reader's first load too; ` +
    `CSS ≤ ${kib(budgets.css)}. HTML is the pre-rendered page in each language.`,
);

console.log(
  `Field beacon: ${kib(beaconJs)} once the page is idle (web-vitals included), in no first load.`,
);
// What its function costs, printed beside its bytes: the other budget the beacon answers to.
for (const line of beaconCostLines()) console.log(line);

// Every image shipped: at most 150 kB, and WebP or AVIF (or SVG). The link-preview picture and the
// install icons are read by other programs (WhatsApp, launchers), which want JPEG or PNG.
const readersFormats = new Set(['og-image.jpg', 'bn/og-image.jpg', 'icons/icon-192.png']);
readersFormats.add('icons/icon-512.png');
readersFormats.add('icons/maskable-512.png').add('icons/apple-touch-icon.png');
let images = 0;
for (const root of ['public', 'src']) {
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) =>
    path.join(root, name),
  )) {
    const extension = path.extname(file).toLowerCase();
    if (!['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg'].includes(extension)) continue;
    images += 1;
    const size = statSync(file).size;
    const relative = path.relative('public', file).split(path.sep).join('/');
    if (size > budgets.image) failures.push(`${file}: ${size} bytes, over 150 kB`);
    if (['.png', '.jpg', '.jpeg', '.gif'].includes(extension) && !readersFormats.has(relative)) {
      failures.push(`${file}: use WebP or AVIF`);
    }
  }
}
console.log(`${images} images in public/ and src/ checked: ≤ 150 kB each, WebP/AVIF/SVG on pages.`);

// The pre-render's time, measured by the build on its own machine and judged as the budget's
// machine would have taken: scaled by the ratio of the two machines' scores on the same work
// (scripts/lib/node-cpu-probe.ts; the budget's machine scored 3,000).
const BUDGET_MACHINE_PROBE = 3000;
const PRERENDER_BUDGET_S = 90;
const report = JSON.parse(readFileSync(`${dist}/${PRERENDER_REPORT}`, 'utf8')) as PrerenderReport;
const judged = (report.seconds * report.probeScore) / BUDGET_MACHINE_PROBE;
console.log(
  `Pre-render: ${report.pages} pages (${report.files} files) on ${report.workers} workers in ` +
    `${report.seconds.toFixed(1)} s raw, ${judged.toFixed(1)} s on the budget's machine ` +
    `(probe ${report.probeScore} / ${BUDGET_MACHINE_PROBE}; budget ${PRERENDER_BUDGET_S} s). ` +
    `The folder to deploy: ${(folderSize(dist) / 1024 / 1024).toFixed(1)} MB.`,
);
if (judged > PRERENDER_BUDGET_S)
  failures.push(`Pre-render: ${judged.toFixed(1)} s, over ${PRERENDER_BUDGET_S} s`);

// The offline worker: what its registration adds to the script before first paint (bundled and
// gzipped alone, as it sits in the entry chunk), and what each language's visitor precaches once
// the page has loaded (docs/decisions/088-an-offline-worker-built-after-the-pre-render.md).
const REGISTRATION_BUDGET = 3 * KIB;
const registration = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    lib: { entry: 'src/lib/register-service-worker.ts', formats: ['es'], fileName: 'registration' },
  },
});
const registrationCode = (Array.isArray(registration) ? registration : [registration])
  .flatMap((output) => ('output' in output ? output.output : []))
  .map((chunk) => ('code' in chunk ? chunk.code : ''))
  .join('');
const registrationGzip = gzipSync(registrationCode, { level: 9 }).length;
const precached = JSON.parse(
  readFileSync(`${dist}/${SERVICE_WORKER_REPORT}`, 'utf8'),
) as ServiceWorkerReport;
const total = (files: ServiceWorkerReport['files']) =>
  `${kib(files.reduce((sum, file) => sum + file.gzip, 0))} gzip (${kib(files.reduce((sum, file) => sum + file.bytes, 0))})`;
const english = precached.files.filter(({ url }) => !isBengaliText(url));
console.log(
  `Offline worker: registration adds ${kib(registrationGzip)} (gzip) before first paint ` +
    `(budget ${kib(REGISTRATION_BUDGET)}); precached after load: English reader ` +
    `${english.length} files, ${total(english)}; Bengali reader ${precached.files.length} files, ` +
    `${total(precached.files)}.`,
);
if (registrationGzip > REGISTRATION_BUDGET) {
  failures.push(`Offline worker's registration: ${kib(registrationGzip)}, over 3 KiB`);
}

if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
