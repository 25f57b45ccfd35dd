// The offline worker, built after the pre-render (scripts/prerender.ts): src/service-worker/ is
// bundled for the browser into dist/sw.js, and Workbox's injectManifest writes into it the list
// of files to precache with their revisions. The kill switch is built beside it, as
// dist/sw-kill-switch.js, for staff to put in its place (docs/staff.md). Also records, for
// `npm run size`, what each language's visitor precaches.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type ResolvedConfig } from 'vite';
import { getManifest, injectManifest, type GetManifestOptions } from 'workbox-build';
import type { Manifest } from './manifest.ts';

export const SERVICE_WORKER = 'sw.js';
export const KILL_SWITCH = 'sw-kill-switch.js';

/** What the worker precaches, beside the manifest, for `npm run size`. */
export const SERVICE_WORKER_REPORT = '.vite/service-worker.json';
export interface ServiceWorkerReport {
  /** Each precached file's address, size and gzip size (as Hosting sends it). */
  files: { url: string; bytes: number; gzip: number }[];
}

/** The Bengali text chunks (vite.config.ts names them), precached only for Bengali readers. */
export const isBengaliText = (url: string) => url.startsWith('/assets/bn-');

/**
 * The browser files a page of this build can load: the entry's chunks and every chunk they
 * import, now or later, with their styles and fonts. The data adapter of the other mode (the
 * Firestore client in the demo, the demo catalogue with Firebase) is never loaded: left out.
 */
export function reachableFiles(manifest: Manifest, firebase: boolean): Set<string> {
  const unused = firebase
    ? 'src/data/source/adapters/local/'
    : 'src/data/source/adapters/firestore/';
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key.startsWith(unused)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      visit(imported);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** Bundles one worker script for the browser, on its own: a worker is one classic script. */
async function bundleWorker(config: ResolvedConfig, entry: string, outDir: string, file: string) {
  await build({
    configFile: false,
    root: config.root,
    mode: 'production',
    logLevel: 'warn',
    // Workbox's development logging is left out by this test, as its own builds do.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'labSiteWorker', fileName: () => file },
    },
  });
}

export async function writeServiceWorker(
  config: ResolvedConfig,
  outDir: string,
  manifest: Manifest,
  firebase: boolean,
): Promise<ServiceWorkerReport> {
  await bundleWorker(config, 'src/service-worker/service-worker.ts', outDir, SERVICE_WORKER);
  await bundleWorker(config, 'src/service-worker/kill-switch.ts', outDir, KILL_SWITCH);
  const reachable = reachableFiles(manifest, firebase);
  const precached: GetManifestOptions = {
    globDirectory: outDir,
    globPatterns: [
      'assets/*.{js,css,woff2,woff}',
      'hold-submits.js',
      'offline.html',
      'bn/offline.html',
      'favicon.svg',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'manifest.webmanifest',
      'bn/manifest.webmanifest',
    ],
    manifestTransforms: [
      async (entries) => ({
        // After modifyURLPrefix: addresses from the site's root.
        manifest: entries.filter(
          ({ url }) => !url.startsWith('/assets/') || reachable.has(url.slice(1)),
        ),
        warnings: [],
      }),
    ],
    modifyURLPrefix: { '': '/' },
    // Content-named: the name is the revision.
    dontCacheBustURLsMatching: /^\/?assets\//,
  };
  const { manifestEntries, warnings } = await getManifest(precached);
  const swFile = path.join(outDir, SERVICE_WORKER);
  await injectManifest({ ...precached, swSrc: swFile, swDest: swFile });
  if (warnings.length > 0) config.logger.warn(warnings.join('\n'));
  const report: ServiceWorkerReport = {
    files: (manifestEntries ?? []).map(({ url }) => {
      const content = readFileSync(path.join(outDir, url));
      return { url, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    }),
  };
  writeFileSync(path.join(outDir, SERVICE_WORKER_REPORT), JSON.stringify(report, null, 2));
  return report;
}
