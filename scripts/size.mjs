#!/usr/bin/env node
// Prints, for every route, the JavaScript and CSS (gzip) a visitor downloads before the page is
// usable, from the production build's manifest, and fails when a route is over the budget in
// ../shared/BUDGETS.md. Run `npm run build` first.
//
// A route's first load is the entry chunk, the route's page chunk and everything either imports
// statically. Data pages also need the data layer: in the embedded default the local adapter and
// the collection's demo chunk; with Firebase, the Firestore Lite client (measured separately).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const KIB = 1024;
const budgets = { homeJs: 115 * KIB, routeJs: 150 * KIB, css: 25 * KIB };

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;

/** Every chunk a manifest entry loads up front: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function sizes(keys) {
  const chunks = new Set(keys.flatMap((key) => [...closure(key)]));
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of chunks) {
    js += gzipSize(manifest[key].file);
    for (const file of manifest[key].css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipSize(file);
  return { js, css };
}

// The route table, read from the source so this script cannot drift from it.
const pathsSource = readFileSync('src/config/paths.ts', 'utf8');
const routesSource = readFileSync('src/app/routes.tsx', 'utf8');
const paths = Object.fromEntries(
  [...pathsSource.matchAll(/^\s+(\w+): '([^']+)'/gm)].map((m) => [m[1], m[2]]),
);
const modules = Object.fromEntries(
  [...routesSource.matchAll(/const (\w+) = lazyPage\(\(\) =>\s*import\('([^']+)'\)/g)].map((m) => [
    m[1],
    `src/${m[2].replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}.tsx`,
  ]),
);
const routes = [...routesSource.matchAll(/<Route\s+path=\{paths\.(\w+)\}\s+element=\{<(\w+)/g)].map(
  (m) => ({
    path: paths[m[1]],
    module: modules[m[2]],
  }),
);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firestoreKey = Object.keys(manifest).find((key) =>
  key.startsWith('src/data/adapters/firestore/'),
);
const firestoreJs = firestoreKey ? sizes([firestoreKey]).js - sizes([entry]).js : 0;

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const rows = [];
const failures = [];
for (const { path, module } of routes) {
  if (!manifest[module]) {
    failures.push(`${path}: ${module} is not in the build manifest`);
    continue;
  }
  const { js, css } = sizes([entry, module]);
  const withFirestore = js + firestoreJs;
  const jsBudget = path === '/' ? budgets.homeJs : budgets.routeJs;
  const over = [];
  if ((path === '/' ? js : withFirestore) > jsBudget) over.push('JS');
  if (css > budgets.css) over.push('CSS');
  if (over.length) failures.push(`${path}: ${over.join(' and ')} over budget`);
  rows.push([
    path,
    kib(js),
    kib(withFirestore),
    kib(css),
    over.length ? `OVER (${over.join(', ')})` : 'ok',
  ]);
}

const header = ['route', 'JS (demo)', 'JS (+Firestore)', 'CSS', 'budget'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `\nBudgets: JS ≤ ${kib(budgets.homeJs)} on / (demo build), ≤ ${kib(budgets.routeJs)} elsewhere with the ` +
    `Firestore client (${kib(firestoreJs)}); CSS ≤ ${kib(budgets.css)}.`,
);
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
