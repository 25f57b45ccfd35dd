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
import {
  itemPath,
  itemPaths,
  packagePath,
  pageFile,
  paths,
  siteRoutes,
  type ItemListName,
} from './shared/routes';
import { readBuildCatalogue } from './data/build/build-catalogue';
import { forgetLoadedData } from './data/source/cached-loader';
import { catalogueLists, slugsOf } from './data/catalogue';
import { type ListName } from './shared/collections';
import { listCollections } from './shared/catalogue-lists';
import {
  forgetPrerenderedData,
  itemKey,
  packageKey,
  receivePrerenderedData,
  type PrerenderedData,
} from './data/source/prerendered-data';
import type { SearchIndex } from './data/search-index';
import { searchIndexOf } from './data/build/search-index-of';
import { itemLinks } from './data/item-links';
import { conditionsForBuild } from './data/build/condition-pages';
import { conditionPath, conditionsLinking } from './data/condition-links';
import { otherNamesOf } from './features/catalogue/other-names';
import { getPublishedReader, provideBuildCatalogue } from './data/source/select-data-source';
import { readPublishedSettings } from './shared/published-settings';
import type { SiteSettings } from './shared/parsers/site-settings';
import type { PopularItem } from './shared/parsers/settings/popular';
import { choosePopular, popularListNames } from './shared/popular-items';
import { home } from './i18n/en/home';
import { layout } from './i18n/en/layout';
import { home as bengaliHome } from './i18n/bn/home';
import { layout as bengaliLayout } from './i18n/bn/layout';
import { offline as bengaliOffline } from './i18n/bn/offline';
import { offline } from './i18n/en/offline';
import { OfflineScreen } from './features/offline/offline-screen';
import { site as bengaliSite } from './i18n/bn/site';
import { LanguageProvider, loadBengali, type Language } from './i18n/language';
import { localizedPath, routerBasename } from './i18n/language-address';
import { site } from './shared/site';

export { languages, type Language } from './i18n/language';

/** A page the build draws: its address (English), its page's file, and the data it is drawn with. */
export interface PlannedPage {
  path: string;
  /** The page's source file, as the build manifest keys it: the page's chunks come from it. */
  file: string;
  /** What the page is drawn with and hands to the browser; null when it needs nothing. */
  data: PrerenderedData | null;
  /** When what the page shows last changed (ISO), for the sitemap, where the store says. */
  lastmod?: string;
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
export { SEARCH_INDEX_FILE as searchIndexFile } from './data/search-index';

/** The Firebase project whose catalogue the pages show; null for the embedded demo catalogue. */
export const firebaseProject = () => env.firebase?.projectId ?? null;

/** Each route's path and page file, for the build's record beside the manifest. */
export const routeFiles = () =>
  siteRoutes.map(({ path, page }) => ({ path, file: pageFile(page) }));

/**
 * Every page to pre-render, as the route table's rules have it, with the data each is drawn
 * with: the catalogue as it stands at build time (the embedded demo data, or Firestore's at
 * deploy), each list and package read once. A list page carries its list; a test's or doctor's
 * page its item, the packages that name it and the health concerns that offer it; a package's
 * page its package; a concern's page what it offers, and the page of them all their links; the
 * home page its popular items. Also the index the site's search reads for the other lists' matches.
 */
export async function planPages(): Promise<{ pages: PlannedPage[]; searchIndex: SearchIndex }> {
  const catalogue = await readBuildCatalogue();
  const pages: PlannedPage[] = [];
  const doctors = catalogue.lists.doctors.items;
  const pathologist = (await readBuildSettings())?.credentials.pathologist ?? '';
  const { linking, conditionIndex, ...concerns } = conditionsForBuild(catalogue, pathologist);
  for (const { path, page, list, prerender = 'page' } of siteRoutes) {
    const file = pageFile(page);
    if (path === paths.home) {
      pages.push({ path, file, data: { ...noData(), home: { popular: await popularForBuild() } } });
    } else if (path === paths.conditions) {
      pages.push({ path, file, data: { ...noData(), conditionIndex } });
    } else if (prerender === 'conditions') {
      for (const concern of concerns.pages) {
        const changed = catalogue.conditions.updatedAt.get(concern.condition.id);
        pages.push({
          path: conditionPath(concern.slug),
          file,
          data: { ...noData(), conditions: { [concern.slug]: concern } },
          ...(changed !== undefined && { lastmod: changed }),
        });
      }
    } else if (prerender === 'page') {
      const data = list && {
        ...noData(),
        lists: { [listCollections[list]]: await catalogueLists[list]() },
      };
      pages.push({ path, file, data: data || null });
    } else if (prerender === 'items' && isItemList(list)) {
      const { items, updatedAt } = catalogue.lists[list];
      const slugs = slugsOf(items);
      for (const item of items) {
        const slug = slugs.get(item.id) ?? item.id;
        const includedIn = catalogue.includedIn.get(item.id) ?? [];
        const links =
          'pti' in item
            ? {
                ...itemLinks(item, items, doctors, pathologist),
                ...conditionsLinking(linking, itemPath(list, slug)),
                otherNames: otherNamesOf(item.name),
              }
            : {};
        const found = { item, slug, includedIn, ...links };
        pages.push({
          path: itemPath(list, slug),
          file,
          data: { ...noData(), items: { [itemKey(list, slug)]: found } },
          ...(updatedAt.has(item.id) && { lastmod: updatedAt.get(item.id) }),
        });
      }
    } else if (typeof prerender === 'object') {
      for (const detail of catalogue.packages[prerender.packagesOf]) {
        pages.push({
          path: packagePath(detail.kind, detail.id),
          file,
          data: { ...noData(), packages: { [packageKey(detail.kind, detail.id)]: detail } },
        });
      }
    }
  }
  return { pages, searchIndex: searchIndexOf(catalogue, concerns.pages) };
}

const noData = (): PrerenderedData => ({ packages: {}, lists: {}, items: {} });

let buildSettings: Promise<SiteSettings | null> | undefined;

/** The site's settings as published when the build reads them, once; null where there are none. */
const readBuildSettings = () =>
  (buildSettings ??= (async () =>
    readPublishedSettings(await (await getPublishedReader()).readSettings()))());

/**
 * The home page's popular items as visitors will be given them after load: with Firebase, the
 * published settings' (the functions choose them from the published lists); in the demo, chosen
 * in the same way from its own catalogue, which is never edited, so the browser reads none again.
 */
async function popularForBuild(): Promise<readonly PopularItem[]> {
  if (firebaseProject() !== null) return (await readBuildSettings())?.popular ?? [];
  const lists = await Promise.all(
    popularListNames.map(async (list) => [list, (await catalogueLists[list]()).items] as const),
  );
  return choosePopular(Object.fromEntries(lists));
}

const isItemList = (list: ListName | undefined): list is ItemListName =>
  list !== undefined && Object.hasOwn(itemPaths, list);

function App({ path, language }: { path: string; language: Language }) {
  // The same tree as src/entry-client.tsx's, at the page's address in its language.
  return (
    <StrictMode>
      <LanguageProvider language={language}>
        <StaticRouter location={localizedPath(path, language)} basename={routerBasename(language)}>
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
 * One page, after every lazy chunk and Suspense boundary in it has resolved, drawn from the data
 * it carries alone, as the browser's first render will be: one renderer draws page after page,
 * so what the last page read and carried is forgotten first.
 */
export async function renderPage(page: PlannedPage, language: Language): Promise<RenderedPage> {
  forgetLoadedData();
  forgetPrerenderedData();
  if (page.data) receivePrerenderedData(page.data);
  const rendered = await renderToString(<App path={page.path} language={language} />, language);
  return { ...rendered, data: page.data };
}

/**
 * The app shell for the addresses no page is pre-rendered for (a package added after the
 * deploy, a mistyped address): the header and footer around the page-loading state the browser
 * starts from. The browser draws these pages itself, so the shell is never hydrated.
 */
export async function renderShell(language: Language): Promise<RenderedPage> {
  forgetLoadedData();
  forgetPrerenderedData();
  const { html } = await renderToString(<App path="/app-shell" language={language} />, language);
  const loading = `<p class="container py-5 page-loading">${layoutIn(language).loadingPage}</p>`;
  const shell = html.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, `$1${loading}$2`);
  if (shell === html) throw new Error('The app shell has no <main> element');
  return { html: shell, head: '', data: null };
}

/** Where the pre-render draws the page for addresses with no page: no route has it. */
const NOT_FOUND_PATH = '/404';

/**
 * The page Hosting serves, with a 404 status, at an address that has no page and no rewrite
 * (firebase.json): the app's not-found page, drawn as the app would. The browser draws it again
 * for the address.
 */
export async function renderNotFound(language: Language): Promise<RenderedPage> {
  forgetLoadedData();
  forgetPrerenderedData();
  return renderToString(<App path={NOT_FOUND_PATH} language={language} />, language);
}

/**
 * The page the service worker shows offline at an address it has no copy of
 * (src/service-worker/service-worker.ts): written as a document with no script, since the app
 * would draw the address's own page over it.
 */
export async function renderOffline(language: Language): Promise<RenderedPage> {
  const text = language === 'bn' ? bengaliOffline : offline;
  return renderToString(
    <LanguageProvider language={language}>
      <OfflineScreen text={text} />
    </LanguageProvider>,
    language,
  );
}

/** What a page says to a browser that runs no script (index.html's `<noscript>`). */
export const noScriptText = (language: Language) => layoutIn(language).noScript;

/**
 * The centre's Place ID staff set in the site's settings, as published, for the structured data;
 * '' when none is set or there are no settings to read.
 */
export async function readCentrePlaceId(): Promise<string> {
  return (await readBuildSettings())?.place.placeId ?? '';
}

/**
 * The centre as structured data, for every page's head, described in the page's language, with
 * its map when staff set its place (readCentrePlaceId).
 */
export const centreJsonLd = (language: Language, placeId = '') =>
  jsonLdText(
    centreData(
      language === 'bn' ? bengaliHome.description(bengaliSite.town) : home.description(site.town),
      placeId,
    ),
  );
