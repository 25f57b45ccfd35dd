/**
 * Field data: what visitors' own phones tell of the site, one anonymous beacon per page load
 * (src/lib/field-beacon.ts), added up by day in Firestore by the Cloud Function behind
 * `/api/beacon` (functions/src/field-beacon.ts) and read by staff with `npm run insights`. The
 * browser, the function and the tools share these definitions, so what one sends the other takes.
 */
import type { Language } from './page-language';

/** Where the beacon goes: a Hosting rewrite (firebase.json) to the function `fieldBeacon`. */
export const FIELD_BEACON_PATH = '/api/beacon';

/**
 * A day's figures: `FieldInsights/<India date>/FieldInsightShards/<0…9>`. Deeper than the
 * top-level documents the catalogue's trigger follows (`{collection}/{docId}`), so a beacon wakes
 * no function. The day's own document is never written.
 */
export const FIELD_INSIGHTS = 'FieldInsights';
export const FIELD_INSIGHT_SHARDS = 'FieldInsightShards';
/** Beacons spread over this many documents a day, so a burst stays far below a document's writes. */
export const FIELD_INSIGHT_SHARD_COUNT = 10;
/** Each shard takes this many beacons a minute: the site as a whole, ten times as many. */
export const BEACONS_PER_SHARD_PER_MINUTE = 10;
/** A day's figures go this long after the day, by the TTL policy on `expiresAt`. */
export const FIELD_INSIGHTS_RETENTION_DAYS = 365;

/** The pages one page load may count: the first, and those opened in the app after it. */
export const VIEWS_PER_BEACON = 20;
/**
 * The test or doctor pages one page load may add to the items' opens: each item once, however
 * often it was opened, so one page load moves an item's count by one at most; many loads are
 * bound only by the beacons' ceiling (BEACONS_PER_SHARD_PER_MINUTE).
 */
export const OPENS_PER_BEACON = 10;
/** The longest slug a view may carry: an item's name, in lower case, with hyphens. */
export const SLUG_MAX_LENGTH = 120;
export const SEARCHES_PER_BEACON = 5;
export const SEARCH_MAX_LENGTH = 40;
/** The route of an address the route table does not know: the router's catch-all, the 404 page. */
export const UNKNOWN_ROUTE = '*';

/** The network's speed class, as Chromium reports it (`navigator.connection.effectiveType`). */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

export interface PageView {
  /** The route table's path (`/labtest/:slug`), never the address. */
  route: string;
  language: Language;
  /**
   * On a test's or doctor's own page (an item route of src/shared/routes.ts), which one: the
   * address's slug, which the function turns into the item's id, or drops when its list has no
   * such slug. Nothing else of the address is sent.
   */
  slug?: string;
}

/** One page load as its beacon reports it: a small JSON text. */
export interface FieldBeacon {
  /** The page loaded, then the pages opened in the app after it. */
  views: PageView[];
  /** Largest Contentful Paint of the page loaded, in ms. */
  lcp?: number;
  /** Interaction to Next Paint over the whole load, in ms. */
  inp?: number;
  /** Cumulative Layout Shift over the whole load. */
  cls?: number;
  connection?: ConnectionType;
  /** The list searches that found nothing, as `keptSearches` keeps them. */
  searches: string[];
}

/**
 * Never kept: six digits or more in all, in any script or form (superscript, fullwidth, Bengali,
 * circled: NFKC makes most of them plain, and \p{N} counts the rest), which may be a phone number
 * typed into the search box; an @, which may be an e-mail address; and control or format
 * characters, which may hide text or drive staff's terminal.
 */
export function mayIdentifyOrHide(text: string): boolean {
  const normal = text.normalize('NFKC');
  return (normal.match(/\p{N}/gu)?.length ?? 0) >= 6 || /[@\p{Cc}\p{Cf}]/u.test(normal);
}
/** Field names of this form are Firestore's own. */
const reservedByFirestore = /^__.*__$/;

/**
 * The searches a beacon may carry, of those folded as the lists fold them
 * (src/shared/name-search.ts):
 * none that may identify someone or hide something (mayIdentifyOrHide), each cut to SEARCH_MAX_LENGTH characters, each once, the last
 * SEARCHES_PER_BEACON. The browser keeps them so before sending and the function again on arrival.
 */
export function keptSearches(folded: readonly string[]): string[] {
  const kept = folded
    .filter((search) => !mayIdentifyOrHide(search))
    .map((search) => [...search.trim()].slice(0, SEARCH_MAX_LENGTH).join('').trim())
    .filter((search) => search !== '' && !reservedByFirestore.test(search));
  return [...new Set(kept)].slice(-SEARCHES_PER_BEACON);
}
