// The HTML of a pre-rendered page: the build's index.html with the page's markup, head, styles,
// script chunks and data put in, and where each language's copy is written. Shared by the
// pre-render's workers (scripts/lib/prerender-worker.ts), `npm run size` and the HTML check.
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localizedPath } from '../../src/shared/page-language.ts';
import { localizedFolder } from './localized-pages.ts';
import { manifestClosure, manifestEntry, type Manifest } from './manifest.ts';

export type Language = 'en' | 'bn';

/** What src/entry-server.tsx renders of a page. */
export interface RenderedPage {
  html: string;
  head: string;
  data: unknown;
}

export interface PageAssets {
  /** The page's module, as the manifest keys it: its template (null for the app shell's pages). */
  module: string | null;
  /** The stylesheets of the app and the page, in the order they apply. */
  stylesheets: readonly string[];
  modules: string;
}

/**
 * The route table as the build saw it (src/shared/routes.ts): each route's path and its page's
 * source file, beside the manifest, for `npm run size`. Hosting ignores dot folders.
 */
export const ROUTES_FILE = '.vite/routes.json';
export interface BuiltRoute {
  path: string;
  file: string;
}

/** The page the hosting serves for every address without a pre-rendered file of its own. */
export const APP_SHELL = 'app-shell.html';

/**
 * The page Hosting serves, with a 404 status, for every other address: English at the top, and
 * in each language's i18n folder for a browser that asks for it.
 */
export const NOT_FOUND_PAGE = '404.html';

/** The HTML file a route is written to: `/` is index.html, `/labtest` labtest.html. */
export const htmlFileFor = (route: string) =>
  route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;

const stylesheetLink = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/**
 * Where a pre-rendered page's critical styles go until every page of its template is drawn
 * (scripts/lib/critical-styles.ts): its template is its page module.
 */
export const criticalStylesOf = (template: string | null) =>
  `<!--critical-styles ${template ?? 'app'}-->`;
export const criticalStylesPlaceholder = /<!--critical-styles ([^>]*)-->/;

export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The app the entry starts once the page is painted (src/main.tsx), as the manifest keys it. */
export const CLIENT_APP = 'src/entry-client.tsx';

/** The Bengali every page needs, as the manifest keys it; each page namespace's is beside it. */
const BENGALI_TEXT = 'src/i18n/bn/';
export const BENGALI_SHARED = `${BENGALI_TEXT}index.ts`;

/**
 * The Bengali text chunks a page draws with: the shared ones and those of the namespaces its
 * chunks use (each `use…Messages` module imports its namespace's Bengali dynamically).
 */
export function bengaliChunks(manifest: Manifest, chunks: Iterable<string>): string[] {
  const bengali = new Set([BENGALI_SHARED]);
  for (const key of chunks) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      if (imported.startsWith(BENGALI_TEXT)) bengali.add(imported);
    }
  }
  return [...bengali];
}

/**
 * Where a page in a language is written: at its address (English at the top, the default;
 * Bengali under bn/), and in its language's folder of Hosting's i18n rewrites, where a browser
 * that asks for the language gets it at the English address (scripts/lib/localized-pages.ts).
 */
export const filesFor = (route: string, language: Language) => [
  htmlFileFor(localizedPath(route, language)),
  `${localizedFolder(language)}/${htmlFileFor(route)}`,
];

/**
 * Writes a page's HTML at each of its files: the first, and the others as hard links to it, so
 * that thousands of item pages do not take their room on disk twice. Hosting uploads by content,
 * so the copies cost no upload either.
 */
export function writePage(outDir: string, files: readonly string[], html: string): void {
  const [first, ...copies] = files.map((file) => path.join(outDir, file));
  if (first === undefined) return;
  mkdirSync(path.dirname(first), { recursive: true });
  writeFileSync(first, html);
  for (const copy of copies) {
    mkdirSync(path.dirname(copy), { recursive: true });
    linkSync(first, copy);
  }
}

/**
 * What a page needs beyond the entry: the stylesheets of the app and the page, and the page's own
 * script chunks, which src/main.tsx fetches once the page is painted.
 */
export function pageAssets(
  manifest: Manifest,
  module: string | null,
  language: Language,
): PageAssets {
  const entry = manifestEntry(manifest);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const entryChunks = manifestClosure(manifest, entry);
  const appChunks = manifestClosure(manifest, CLIENT_APP);
  const chunks = new Set(appChunks);
  if (module !== null) manifestClosure(manifest, module, chunks);
  const css = [...new Set([...entryChunks, ...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  const pageChunks = [...chunks].filter((key) => !appChunks.has(key) && !entryChunks.has(key));
  // A Bengali page is hydrated with its Bengali text, fetched alongside its script.
  if (language === 'bn') {
    const loaded = new Set([...chunks, ...entryChunks]);
    for (const key of bengaliChunks(manifest, chunks)) {
      for (const needed of manifestClosure(manifest, key)) {
        if (!loaded.has(needed)) pageChunks.push(needed);
        loaded.add(needed);
      }
    }
  }
  return {
    module,
    stylesheets: css.map((file) => `/${file}`),
    modules: pageChunks.map((key) => `/${manifest[key]?.file ?? ''}`).join(' '),
  };
}

/**
 * The data a page carries for its first render, inline up to this many characters of JSON: a
 * test's, a package's, a short list's. Past it (the doctors, the scans; 2,500 lab tests are
 * 400 kB) the data goes in a file of its own that the page fetches once it has painted, so that
 * its HTML with its styles stays within the first round trip, about 14 KiB compressed; the
 * offline worker keeps the file with the page.
 */
const INLINE_DATA_LIMIT = 8 * 1024;

/** Where a page's data goes: inline, or in a content-named file the page points to. */
export function placeData(data: unknown, outDir: string): string {
  if (data === null) return '';
  const json = JSON.stringify(data);
  if (json.length <= INLINE_DATA_LIMIT) {
    return `<script type="application/json" id="prerendered-data">${scriptJson(json)}</script>`;
  }
  const file = `assets/data/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  const target = path.join(outDir, file);
  // Named by its content: a page's languages, and pages of one list, share the file.
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, json);
  }
  return `<script type="application/json" id="prerendered-data" data-src="/${file}"></script>`;
}

export function documentFor(
  template: string,
  {
    route,
    page,
    assets,
    centreJsonLd,
    data,
    language,
    noScript,
  }: {
    route: string | null;
    page: RenderedPage;
    assets: PageAssets;
    centreJsonLd: string;
    /** The page's data element (placeData). */
    data: string;
    language: Language;
    /** What the page says to a browser without script, in its language. */
    noScript: string;
  },
) {
  const links = assets.stylesheets.map(stylesheetLink).join('');
  const head = [
    page.head,
    `<script type="application/ld+json">${centreJsonLd}</script>`,
    // A pre-rendered page paints with its template's critical styles, inline; the stylesheets
    // come with the app (src/entry-client.tsx), or, without script, from the noscript.
    route === null ? links : `${criticalStylesOf(assets.module)}<noscript>${links}</noscript>`,
  ].join('');
  const marker =
    route === null
      ? ''
      : ` data-prerendered-path="${escapeAttribute(route)}"` +
        (assets.modules === '' ? '' : ` data-page-modules="${escapeAttribute(assets.modules)}"`) +
        ` data-stylesheets="${escapeAttribute(assets.stylesheets.join(' '))}"`;
  // The page declares its language: src/entry-client.tsx reads it to hydrate in the same one.
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noScript}</noscript>`);
  // Installed from a Bengali page, the site is named in Bengali (public/bn/manifest.webmanifest).
  if (language === 'bn') {
    html = html.replace('href="/manifest.webmanifest"', `href="${BENGALI_MANIFEST}"`);
  }
  if (route !== null) {
    // The page shows without script, its styles inline: its pictures go first, the script after.
    html = html
      .replace(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      );
  }
  // The page's own title replaces the template's; the shell keeps it.
  if (/<title\b/.test(page.head)) html = html.replace(/<title>[^<]*<\/title>/, '');
  html = html.replace('</head>', `${head}</head>`);
  html = html.replace(
    '<div id="root"></div>',
    () => `<div id="root"${marker}>${page.html}</div>${data}`,
  );
  return html;
}

const BENGALI_MANIFEST = '/bn/manifest.webmanifest';

/** Where the offline page of a language is written: offline.html, bn/offline.html. */
export const offlineFile = (language: Language) => htmlFileFor(localizedPath('/offline', language));

/**
 * The offline page (src/features/offline/offline-screen.tsx) as a document with the site's styles
 * and no script: the app would draw the address's own page over it.
 */
export function offlineDocument(
  template: string,
  page: RenderedPage,
  {
    language,
    centreJsonLd,
    stylesheets,
  }: { language: Language; centreJsonLd: string; stylesheets: PageAssets['stylesheets'] },
): string {
  const withoutScript = template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return documentFor(withoutScript, {
    route: null,
    page,
    assets: { module: null, stylesheets, modules: '' },
    centreJsonLd,
    data: '',
    language,
    noScript: '',
  });
}

/**
 * The Content-Security-Policy (firebase.json) allows no inline style: a `style` attribute in the
 * markup would be refused and logged. React sets styles from script, which the policy allows.
 */
export function checkNoInlineStyle(file: string, html: string) {
  const found = /<[^>]+\sstyle="[^"]*"/.exec(html);
  if (found) throw new Error(`${file}: inline style ${found[0].slice(0, 120)}… (CSP forbids it)`);
  // Nor any inline script but data blocks (JSON-LD, the page's data), which are never run.
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\ssrc=/.test(tag) || /type="application\/(?:ld\+)?json"/.test(tag)) continue;
    throw new Error(`${file}: inline script ${tag} (the CSP forbids it)`);
  }
}
