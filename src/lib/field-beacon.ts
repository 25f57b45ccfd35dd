/**
 * Field data: how fast the page was on the visitor's own phone, which pages they opened and what
 * they searched for and did not find, in one anonymous beacon when they leave (the page is
 * hidden). Loaded after the page is idle (src/entry-client.tsx), so it adds nothing to the first
 * load. No cookie, no identifier: the route, never the address (on a test's or doctor's own page,
 * the route and the item's slug), and never anything typed into a form: the searches come from
 * the lists alone.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { site } from '../shared/site';
import { itemPaths } from '../shared/routes';
import {
  connectionTypes,
  FIELD_BEACON_PATH,
  keptSearches,
  mayIdentifyOrHide,
  SLUG_MAX_LENGTH,
  UNKNOWN_ROUTE,
  VIEWS_PER_BEACON,
  type FieldBeacon,
  type PageView,
} from '../shared/field-insights';
import type { Language } from '../i18n/choose-language';

/** How the app reads an address: its router (src/app/app-routes.tsx) and its languages. */
export interface PageReader {
  /** The route table's path of the page an address shows (`*`, the 404 page, for none). */
  routePath(path: string): string | undefined;
  /** An address without its language prefix (src/i18n/language-address.ts). */
  pagePath(pathname: string): string;
  addressLanguage(pathname: string): Language;
}

/** The routes of a test's or doctor's own page, whose views carry the item's slug. */
const itemRoutes = new Set<string>(Object.values(itemPaths).map(({ item }) => item));

/**
 * An item page's slug, as the lists spell slugs (src/shared/slugs.ts): the address's last part,
 * decoded and in lower case, since the router finds `/labtest/CBC` too. None for one that cannot
 * be decoded, is longer than any the function takes, or may be a phone number or an address typed
 * into the address bar, as the searches are kept.
 */
function slugOf(page: string): string | undefined {
  try {
    const slug = decodeURIComponent(page.split('/').filter(Boolean).at(-1) ?? '').toLowerCase();
    return slug !== '' && [...slug].length <= SLUG_MAX_LENGTH && !mayIdentifyOrHide(slug)
      ? slug
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The route and language of an address, and on an item's page its slug: `/bn/labtest/cbc` is
 * `/labtest/:slug` in Bengali, the item `cbc`.
 */
export function pageView(pages: PageReader, pathname: string): PageView {
  const page = pages.pagePath(pathname);
  const view: PageView = {
    route: pages.routePath(page) ?? UNKNOWN_ROUTE,
    language: pages.addressLanguage(pathname),
  };
  const slug = itemRoutes.has(view.route) ? slugOf(page) : undefined;
  if (slug !== undefined) view.slug = slug;
  return view;
}

/**
 * Of a run of keystrokes that found nothing ("covidt", "covidte", "covidtest", or back again),
 * the last: what the visitor settled on.
 */
export function settledSearches(typed: readonly string[]): string[] {
  const searches = typed.map((search) => search.trim()).filter(Boolean);
  return searches.filter((search, at) => {
    const next = searches[at + 1];
    return next === undefined || !(next.startsWith(search) || search.startsWith(next));
  });
}

type Figures = Partial<Record<Metric['name'], number>>;

/** The beacon's body: whole milliseconds, CLS to a thousandth, no field the browser lacked. */
export function beaconBody(
  views: readonly PageView[],
  figures: Figures,
  typed: readonly string[],
  effectiveType: string | undefined,
): string {
  const beacon: FieldBeacon = {
    views: [...views],
    searches: keptSearches(settledSearches(typed)),
  };
  if (figures.LCP !== undefined) beacon.lcp = Math.round(figures.LCP);
  if (figures.INP !== undefined) beacon.inp = Math.round(figures.INP);
  if (figures.CLS !== undefined) beacon.cls = Math.round(figures.CLS * 1000) / 1000;
  const connection = connectionTypes.find((type) => type === effectiveType);
  if (connection !== undefined) beacon.connection = connection;
  return JSON.stringify(beacon);
}

/** What Chromium's Navigation API tells of a navigation within the page; other browsers lack it. */
interface NavigationApi {
  addEventListener(
    type: 'currententrychange',
    listener: (event: { navigationType: string | null }) => void,
  ): void;
}

/**
 * Adds each page opened in the app after the first to `views`. A replaced entry is the same page
 * (the search writing `?q=`, a renamed test's address, whose new slug its view takes); without the
 * Navigation API the beacon counts the page loaded alone.
 */
function followViews(pages: PageReader, views: PageView[]) {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  let shown = window.location.pathname;
  let current = views[0];
  navigation?.addEventListener('currententrychange', ({ navigationType }) => {
    const { pathname } = window.location;
    if (navigationType === 'replace') {
      const moved = pageView(pages, pathname);
      if (current?.route === moved.route && moved.slug !== undefined) current.slug = moved.slug;
      return;
    }
    if (pathname === shown) return;
    shown = pathname;
    current = views.length < VIEWS_PER_BEACON ? pageView(pages, pathname) : undefined;
    if (current !== undefined) views.push(current);
  });
}

export interface FieldBeaconOptions {
  /**
   * How the app reads an address, and the searches its lists found nothing for
   * (./unmatched-searches.ts): handed over by the app, which has them loaded. Imported here, each
   * would leave the first load's chunks for a chunk of its own, a request and bytes more.
   */
  pages: PageReader;
  searches: readonly string[];
  /** The share of page loads that report, from 0 (none) to 1 (every one). */
  sampleRate?: number;
  random?: () => number;
  /** Hands the body over: to the endpoint with `navigator.sendBeacon`, in development to the console. */
  send?: (body: string) => void;
}

const sendBeacon = (body: string) => {
  navigator.sendBeacon(FIELD_BEACON_PATH, body);
};
const logBeacon = (body: string) => console.info('[field beacon]', body);

/**
 * Starts following this page load, if it is in the sample: one beacon, as text (no CORS
 * preflight), the first time the page is hidden; a visitor who comes back adds nothing more.
 */
export function startFieldBeacon({
  pages,
  searches,
  sampleRate = site.fieldDataSampleRate,
  random = Math.random,
  send = import.meta.env.DEV ? logBeacon : sendBeacon,
}: FieldBeaconOptions): void {
  if (random() >= sampleRate) return;
  const views = [pageView(pages, window.location.pathname)];
  followViews(pages, views);
  const figures: Figures = {};
  const keep = ({ name, value }: Metric) => {
    figures[name] = value;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // After web-vitals' own listeners, which report LCP, INP and CLS as the page is hidden.
  const leave = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', leave);
    const { connection } = navigator as Navigator & { connection?: { effectiveType?: string } };
    send(beaconBody(views, figures, searches, connection?.effectiveType));
  };
  document.addEventListener('visibilitychange', leave);
}
