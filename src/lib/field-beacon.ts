/**
 * Field data: how fast the page was on the visitor's own phone, which pages they opened and what
 * they searched for and did not find, in one anonymous beacon when they leave (the page is
 * hidden). Loaded after the page is idle (src/entry-client.tsx), so it adds nothing to the first
 * load. No cookie, no identifier: the route, never the address, and never anything typed into a
 * form: the searches come from the lists alone.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { site } from '../shared/site';
import {
  connectionTypes,
  FIELD_BEACON_PATH,
  keptSearches,
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

/** The route and language of an address: `/bn/labtest/cbc` is `/labtest/:slug` in Bengali. */
export const pageView = (pages: PageReader, pathname: string): PageView => ({
  route: pages.routePath(pages.pagePath(pathname)) ?? UNKNOWN_ROUTE,
  language: pages.addressLanguage(pathname),
});

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
 * (the search writing `?q=`, a renamed test's address); without the Navigation API the beacon
 * counts the page loaded alone.
 */
function followViews(pages: PageReader, views: PageView[]) {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  let shown = window.location.pathname;
  navigation?.addEventListener('currententrychange', ({ navigationType }) => {
    const { pathname } = window.location;
    if (navigationType === 'replace' || pathname === shown) return;
    shown = pathname;
    if (views.length < VIEWS_PER_BEACON) views.push(pageView(pages, pathname));
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
