/**
 * The site's service worker, built by scripts/lib/service-worker.ts after the pre-render, with
 * the build's list of files injected at `self.__WB_MANIFEST`
 * (docs/decisions/088-an-offline-worker-built-after-the-pre-render.md).
 *
 * - Precached at install: the app's scripts, styles, fonts and icons, and the offline page in
 *   both languages; the Bengali text chunks only for a visitor who reads Bengali (and as soon as
 *   one opens a Bengali page). No pre-rendered page: there are thousands.
 * - Pages' HTML as visited: the network first, its copy after a short wait; each kept under the
 *   address of the language it is in, so a visitor who switched language never gets the other one
 *   back offline. An address with no copy gets the offline page, in the visitor's language.
 * - The published lists, the published settings and the search index: the network first, the
 *   copy only when it fails, so prices are never older than the network would give. Writes
 *   (POSTs) are never handled.
 * - A new worker takes over at once (skipWaiting, clientsClaim): pages' HTML comes from the
 *   network first, so a deploy reaches a returning visitor on their next load.
 * - Every cache that belongs to a build is named by it. A page's copy names the scripts of the
 *   build it was drawn with, which a deploy removes from Hosting: the new worker drops the other
 *   builds' page copies as it takes over, so a copy it answers with always starts. The previous
 *   build's files are kept until the next deploy: a page already open on it can still load what
 *   it loads late (a page's chunk, the hand-over, the Bengali text) after the new worker took over.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, Strategy, type StrategyHandler } from 'workbox-strategies';
import { PUBLISHED_CATALOGUE, PUBLISHED_SETTINGS } from '../shared/collections';
import { buildOf, cacheNamesOf, otherBuildsToDrop } from './build-caches';
import { withOfflineNotices } from './offline-notices';
import { addressLanguage, localizedPath, pagePath, type Language } from '../shared/page-language';
import { readsBengali, visitorLanguage } from './visitor-language';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const entries = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);

const build = buildOf(entries);
const cacheNames = cacheNamesOf(build);

/**
 * As the worker takes over: the other builds' page copies go (each names scripts a deploy
 * removed), and of the other builds' files only the newest is kept, for a page still open on it.
 */
async function dropOtherBuilds(): Promise<void> {
  const dropped = otherBuildsToDrop(await caches.keys(), build);
  await Promise.all(dropped.map((name) => caches.delete(name)));
}

/**
 * Caps on what is cached as used. Pages: a visitor's recent pages are what they open again; 40
 * list pages of 2,500 tests would still be under 5 MB. Lists: one document per list, the
 * settings and the search index. Data files: a long list's, named by content, so old ones are
 * dropped first.
 */
const caps = { pages: 40, lists: 12, data: 12 };

/**
 * How long a page's network answer is waited for before its copy is shown: on slow 4G one round
 * trip alone is 0.56 s, and a returning visitor's first price is due in 0.8 s, of which the
 * worker's start and the page's first paint take their share. The answer still replaces the copy
 * for next time, and the lists on the page are read from the network.
 */
const NETWORK_WAIT_MS = 300;

const OFFLINE_PAGE = '/offline.html';

/** Where the offline page lists the pages kept on the phone; hidden while there are none. */
const PAGES_SECTION = 'data-offline-pages="" hidden=""';
const PAGES_LIST = '<ul data-offline-list=""></ul>';

const isBengaliText = (url: string) => url.startsWith('/assets/bn-');
const precache = new PrecacheController({ cacheName: cacheNames.precache });
precache.addToCacheList(entries.filter(({ url }) => !isBengaliText(url)));
const bengaliText = new PrecacheController({ cacheName: cacheNames.bengali });
bengaliText.addToCacheList(entries.filter(({ url }) => isBengaliText(url)));

/** Precaches the Bengali text once, for the first Bengali page or a Bengali reader's install. */
async function keepBengaliText(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(cacheNames.bengali);
  if ((await cache.keys()).length >= bengaliText.getCachedURLs().length) return;
  await bengaliText.install(event);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precache.install(event);
      if (await readsBengali()) await keepBengaliText(event);
    })(),
  );
  void self.skipWaiting();
});

registerRoute(new PrecacheRoute(precache));
registerRoute(new PrecacheRoute(bengaliText));

/** The language a page's HTML is in, as its `<html lang>` says. */
async function languageOf(response: Response): Promise<Language> {
  const html = await response.text();
  return /<html[^>]*\slang="bn"/.test(html.slice(0, 200)) ? 'bn' : 'en';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Pages: the network's answer when it comes within NETWORK_WAIT_MS, else the copy kept from an
 * earlier visit (the network's answer still replaces it when it comes), else the network's answer
 * whenever it comes, else the offline page. A Bengali page answered at an English address
 * (Hosting's language rewrites) is kept at its Bengali address, where its script moves it.
 */
class PageStrategy extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const url = new URL(request.url);
    if (addressLanguage(url.pathname) === 'bn') handler.waitUntil(keepBengaliText(handler.event));
    const fromNetwork = handler.fetch(request).then(async (response) => {
      if (response.status === 200 && response.type === 'basic') {
        const language = await languageOf(response.clone());
        const key = `${url.origin}${localizedPath(pagePath(url.pathname), language)}`;
        handler.waitUntil(handler.cachePut(key, response.clone()));
      }
      return response;
    });
    const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS));
    try {
      const answer = await Promise.race([fromNetwork, waited]);
      if (answer) return answer;
    } catch {
      // No network: the kept copy below.
    }
    const kept = await this.keptCopy(url, handler);
    if (kept) {
      handler.waitUntil(fromNetwork.catch(() => undefined));
      return kept;
    }
    try {
      return await fromNetwork;
    } catch {
      return offlinePage(url);
    }
  }

  /** The copy in the visitor's language: an English address is the visitor's choice of page. */
  private async keptCopy(url: URL, handler: StrategyHandler): Promise<Response | undefined> {
    const language = addressLanguage(url.pathname) === 'bn' ? 'bn' : await visitorLanguage();
    const address = localizedPath(pagePath(url.pathname), language);
    return handler.cacheMatch(`${url.origin}${address}`);
  }
}

/** The offline page in the visitor's language: the day's notices, the pages kept on this phone. */
async function offlinePage(url: URL): Promise<Response> {
  const language = addressLanguage(url.pathname) === 'bn' ? 'bn' : await visitorLanguage();
  const page = await precache.matchPrecache(localizedPath(OFFLINE_PAGE, language));
  if (!page) return Response.error();
  const cache = await caches.open(cacheNames.pages);
  const items: string[] = [];
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept) continue;
    const html = await kept.text();
    const { pathname } = new URL(request.url);
    // The page's own title, already escaped in its markup.
    const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? escapeHtml(pathname);
    const item = `<li><a href="${escapeHtml(pathname)}">${title}</a></li>`;
    // The visitor's language first.
    if (addressLanguage(pathname) === language) items.unshift(item);
    else items.push(item);
  }
  let html = await withOfflineNotices(page, language, await caches.open(cacheNames.lists));
  if (items.length > 0) {
    html = html
      .replace(PAGES_SECTION, 'data-offline-pages=""')
      .replace(PAGES_LIST, `<ul data-offline-list="">${items.join('')}</ul>`);
  }
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const onlyAnswers: WorkboxPlugin = new CacheableResponsePlugin({ statuses: [200] });

const pages = new PageStrategy({
  cacheName: cacheNames.pages,
  plugins: [new ExpirationPlugin({ maxEntries: caps.pages, purgeOnQuotaError: true })],
});
registerRoute(({ request }) => request.mode === 'navigate', pages);

/** A long list's data, in a content-named file: kept once fetched. */
const dataFiles = new CacheFirst({
  cacheName: cacheNames.data,
  plugins: [onlyAnswers, new ExpirationPlugin({ maxEntries: caps.data, purgeOnQuotaError: true })],
});

/** The data file a page's HTML points to (scripts/lib/page-document.ts), if it has one. */
const dataFileOf = (html: string) =>
  /<script[^>]* id="prerendered-data" data-src="([^"]+)"/.exec(html)?.[1];

/**
 * The pages open when the worker first takes over were loaded before it: kept now, with the data
 * file a long list's page starts from, so that a page seen once opens again offline.
 */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(async ({ url }) => {
      const page = await pages
        .handle({ event, request: new Request(url, { headers: { Accept: 'text/html' } }) })
        .catch(() => undefined);
      const dataFile = page?.ok ? dataFileOf(await page.clone().text()) : undefined;
      if (dataFile === undefined) return;
      await dataFiles
        .handle({ event, request: new Request(new URL(dataFile, self.location.origin)) })
        .catch(() => undefined);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      dropOtherBuilds(),
      keepOpenPages(event),
      // The page's request leaves while the worker starts, rather than after: Workbox's fetch
      // takes the preloaded answer.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});
clientsClaim();

registerRoute(
  ({ url }) =>
    url.pathname.includes(`/documents/${PUBLISHED_CATALOGUE}/`) ||
    // The published settings (src/shared/published-settings.ts): synonyms and notices offline.
    url.pathname.includes(`/documents/${PUBLISHED_SETTINGS}/`) ||
    // The build's search index (SEARCH_INDEX_FILE, src/data/search-index.ts), rewritten each deploy.
    (url.origin === self.location.origin && url.pathname === '/search-index.json'),
  new NetworkFirst({
    cacheName: cacheNames.lists,
    plugins: [
      onlyAnswers,
      new ExpirationPlugin({ maxEntries: caps.lists, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * A build file this build does not list: one that a page drawn by the previous build loads late.
 * The network first; once a deploy removed it, the previous build's copy kept at activation.
 */
class EarlierBuildFile extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    let answer: Response | undefined;
    try {
      answer = await handler.fetch(request);
      if (answer.ok) return answer;
    } catch (error) {
      const kept = await caches.match(request);
      if (kept) return kept;
      throw error;
    }
    return (await caches.match(request)) ?? answer;
  }
}

registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    !url.pathname.startsWith('/assets/data/'),
  new EarlierBuildFile(),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/data/'),
  dataFiles,
);
