/**
 * The build's pre-rendering entry (scripts/prerender.ts builds it for Node and calls it): the
 * HTML of every page whose content is known at build time, drawn by the same components the
 * browser runs, so the browser can take it over (hydrate) rather than draw it again.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { RootLayout } from './app/layout/root-layout';
import { centreData, jsonLdText } from './components/structured-data';
import { env, siteEnv } from './config/env';
import { packagePath, pageFile, siteRoutes } from './config/routes';
import { catalogueLists, packageLists } from './data/catalogue';
import { listCollections, readCaps, type ListName } from './data/collections';
import { packageLoader } from './data/packages';
import { packageKey, type PrerenderedData } from './data/prerendered-data';
import { parseDocuments } from './data/parsers/parse-documents';
import { parsePackageSummary } from './data/parsers/packages';
import { getDataSource, provideBuildCatalogue } from './data/select-data-source';
import type { PackageKind } from './data/types';
import { home } from './i18n/en/home';
import { layout } from './i18n/en/layout';
import { home as bengaliHome } from './i18n/bn/home';
import { layout as bengaliLayout } from './i18n/bn/layout';
import { site as bengaliSite } from './i18n/bn/site';
import { LanguageProvider, loadBengali, type Language } from './i18n/language';
import { site } from './config/site';

export { languages, type Language } from './i18n/language';

export interface PrerenderRoute {
  path: string;
  /** The page's source file, as the build manifest keys it: the page's chunks come from it. */
  file: string;
  /** The package a detail page shows, which the page carries for the client's first render. */
  package?: { kind: PackageKind; docId: string };
  /** The list the page shows on arrival, which it carries likewise. */
  list?: ListName;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The `<title>`, `<meta>` and `<link>` elements the page rendered, for the document head. */
  head: string;
  /** What the client needs to draw the same page at once; null when it needs nothing. */
  data: PrerenderedData | null;
}

export { siteEnv, provideBuildCatalogue };

/** The Firebase project whose catalogue the pages show; null for the embedded demo catalogue. */
export const firebaseProject = () => env.firebase?.projectId ?? null;

/** Each route's path and page file, for the build's record beside the manifest. */
export const routeFiles = () =>
  siteRoutes.map(({ path, page }) => ({ path, file: pageFile(page) }));

/**
 * Every page pre-rendered, as the route table's rules have it: each static route once, and every
 * package's detail page, with the catalogue as it stands at build time (the embedded demo data,
 * or Firestore's at deploy).
 */
export async function prerenderRoutes(): Promise<PrerenderRoute[]> {
  const routes: PrerenderRoute[] = [];
  for (const { path, page, list, prerender = 'page' } of siteRoutes) {
    const file = pageFile(page);
    if (prerender === 'page') routes.push({ path, file, ...(list && { list }) });
    if (typeof prerender !== 'object') continue;
    const kind = prerender.packagesOf;
    // Read past the list loaders: a list they had cached would be drawn into the pages, while the
    // browser's first render shows the list loading.
    const collection = listCollections[packageLists[kind]];
    const source = await getDataSource();
    const documents = await source.readCollection(collection, readCaps[collection]);
    const summaries = parseDocuments(collection, documents, (document) =>
      parsePackageSummary(kind, document),
    );
    for (const { id } of summaries) {
      routes.push({ path: packagePath(kind, id), file, package: { kind, docId: id } });
    }
  }
  return routes;
}

function App({ location, language }: { location: string; language: Language }) {
  // The same tree as src/entry-client.tsx's.
  return (
    <StrictMode>
      <LanguageProvider language={language}>
        <StaticRouter location={location}>
          <RootLayout />
        </StaticRouter>
      </LanguageProvider>
    </StrictMode>
  );
}

/** The header's and footer's words in a language, for what the build writes around the pages. */
const layoutIn = (language: Language) => (language === 'bn' ? bengaliLayout : layout);

const hoistedHead = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

async function renderToString(element: ReactNode, language: Language): Promise<RenderedPage> {
  // The shared Bengali before the first render; a page's own namespace waits in the render.
  if (language === 'bn') await loadBengali();
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Never split a page out of its place to be revealed by an inline script: the pages must read
    // without script, and the Content-Security-Policy refuses inline scripts anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A page that fails here would reach visitors half drawn: the build stops instead.
  if (errors.length > 0) throw errors[0];
  const markup = await new Response(prelude).text();
  // Rendered outside <html>, React writes the elements it hoists to the head first.
  const head = hoistedHead.exec(markup)?.[0] ?? '';
  // Marked, so that the browser can drop them when it draws the page itself (in Bengali, say).
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  return { html: markup.slice(head.length), head: marked, data: null };
}

/**
 * One page, after every lazy chunk and Suspense boundary in it has resolved. With the catalogue
 * known at build time, a catalogue page is drawn with its list and a package page with its
 * package, and the page carries that data for the browser's first render. Each page must be
 * rendered by a fresh instance of this module (scripts/prerender.ts does), so that nothing read
 * for one page is drawn into another; its languages share one, and so one read.
 */
export async function renderPage(route: PrerenderRoute, language: Language): Promise<RenderedPage> {
  const data: PrerenderedData = { packages: {}, lists: {} };
  if (route.package) {
    const { kind, docId } = route.package;
    const detail = await packageLoader(kind, docId)();
    if (detail === null) throw new Error(`${route.path}: no such package`);
    data.packages[packageKey(kind, docId)] = detail;
  }
  if (route.list) data.lists[listCollections[route.list]] = await catalogueLists[route.list]();
  const page = await renderToString(<App location={route.path} language={language} />, language);
  const carriesData = Object.keys(data.packages).length + Object.keys(data.lists).length > 0;
  return { ...page, data: carriesData ? data : null };
}

/**
 * The app shell for the addresses no page is pre-rendered for (a package added after the
 * deploy, a mistyped address): the header and footer around the page-loading state the browser
 * starts from. The browser draws these pages itself, so the shell is never hydrated.
 */
export async function renderShell(language: Language): Promise<RenderedPage> {
  const { html } = await renderToString(
    <App location="/app-shell" language={language} />,
    language,
  );
  const loading = `<p class="container py-5 page-loading">${layoutIn(language).loadingPage}</p>`;
  const shell = html.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, `$1${loading}$2`);
  if (shell === html) throw new Error('The app shell has no <main> element');
  return { html: shell, head: '', data: null };
}

/** What a page says to a browser that runs no script (index.html's `<noscript>`). */
export const noScriptText = (language: Language) => layoutIn(language).noScript;

/** The centre as structured data, for every page's head, described in the page's language. */
export const centreJsonLd = (language: Language) =>
  jsonLdText(
    centreData(
      language === 'bn' ? bengaliHome.description(bengaliSite.town) : home.description(site.town),
    ),
  );
