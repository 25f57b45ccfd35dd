import type { Firestore } from 'firebase-admin/firestore';
import { site } from '../site';
import {
  FIELD_INSIGHT_SHARDS,
  FIELD_INSIGHTS,
  FIELD_INSIGHTS_RETENTION_DAYS,
  mayIdentifyOrHide,
  OPENS_PER_BEACON,
  type FieldBeacon,
  type PageView,
} from '../field-insights';

/**
 * The field data's figures as Firestore keeps them, a day at a time, and the summary staff read
 * (`npm run insights`, the weekly e-mail). Each shard document of a day holds one `tally`, and a
 * day's or a month's figures are the sum of the tallies.
 */

/** Counts by key: a Firestore map of counters. */
export type Counts = Record<string, number>;

export type Tally = {
  /** Page loads reported. */
  beacons: number;
  /** Pages opened, by route, then by language. */
  views: Record<string, Counts>;
  /** Each figure's histogram for the route of the page loaded: counts by bucket. */
  lcp: Record<string, Counts>;
  inp: Record<string, Counts>;
  cls: Record<string, Counts>;
  /** Page loads by the network's speed class. */
  connections: Counts;
  /** List searches that found nothing, by the search. */
  searches: Counts;
  /** Such searches a full shard could not list (see functions/src/field-beacon.ts). */
  unlistedSearches: number;
  /** Test and doctor pages opened, by their list's collection, then the item's id. */
  opens: Record<string, Counts>;
};

export type Figure = 'lcp' | 'inp' | 'cls';

/**
 * Each figure's buckets, by their upper bounds (ms; CLS has none), with Google's bounds of "good"
 * and "poor" among them: 2.5 s and 4 s, 200 ms and 500 ms, 0.1 and 0.25. A value above the last
 * falls in the open bucket, ABOVE_ALL.
 */
export const histogramBounds: Record<Figure, readonly number[]> = {
  lcp: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10_000, 15_000],
  inp: [50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000],
  cls: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};
export const ABOVE_ALL = 'more';

const verdictBounds: Record<Figure, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
};

export const bucketOf = (value: number, bounds: readonly number[]) =>
  String(bounds.find((bound) => value <= bound) ?? ABOVE_ALL);

export const emptyTally = (): Tally => ({
  beacons: 0,
  views: {},
  lcp: {},
  inp: {},
  cls: {},
  connections: {},
  searches: {},
  unlistedSearches: 0,
  opens: {},
});

const countOne = (counts: Counts, key: string) => {
  // Own keys only: a search or an id may be "constructor", which every object inherits.
  counts[key] = (Object.hasOwn(counts, key) ? (counts[key] ?? 0) : 0) + 1;
};
const countIn = (counts: Record<string, Counts>, outer: string, inner: string) => {
  countOne((counts[outer] ??= {}), inner);
};

/** The item a view's slug names, as its list's collection and the item's id; none for another. */
export type ItemOf = (view: PageView) => readonly [collection: string, id: string] | undefined;

/**
 * One beacon's figures as a tally of one page load; with `itemOf`, the items whose pages it
 * opened, each once, OPENS_PER_BEACON at most.
 */
export function beaconTally(beacon: FieldBeacon, itemOf?: ItemOf): Tally {
  const tally = emptyTally();
  tally.beacons = 1;
  for (const { route, language } of beacon.views) countIn(tally.views, route, language);
  const loaded = beacon.views[0]?.route;
  for (const figure of ['lcp', 'inp', 'cls'] as const) {
    const value = beacon[figure];
    if (loaded !== undefined && value !== undefined) {
      countIn(tally[figure], loaded, bucketOf(value, histogramBounds[figure]));
    }
  }
  if (beacon.connection !== undefined) countOne(tally.connections, beacon.connection);
  for (const search of beacon.searches) countOne(tally.searches, search);
  const opened = new Set<string>();
  for (const view of beacon.views) {
    const [collection, id] = itemOf?.(view) ?? [];
    if (collection === undefined || id === undefined || opened.size >= OPENS_PER_BEACON) continue;
    if (opened.has(`${collection}/${id}`)) continue;
    opened.add(`${collection}/${id}`);
    countIn(tally.opens, collection, id);
  }
  return tally;
}

type CountTree = { [key: string]: number | CountTree };

const isCountTree = (value: unknown): value is CountTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `from`'s counts added into `into`; anything but numbers and maps of them is passed over. */
function addCounts(into: CountTree, from: unknown): void {
  if (!isCountTree(from)) return;
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === 'number' && Number.isFinite(value)) {
      into[key] = (typeof current === 'number' ? current : 0) + value;
    } else if (isCountTree(value)) {
      const branch = isCountTree(current) ? current : {};
      addCounts(branch, value);
      into[key] = branch;
    }
  }
}

/** The sum of tallies, as stored: a document written by hand or by an older version reads too. */
export function sumTallies(tallies: readonly unknown[]): Tally {
  const sum = emptyTally();
  for (const tally of tallies) addCounts(sum, tally);
  return sum;
}

/** India has one time zone and no daylight saving; staff count days as India does. */
const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India date of an instant, as a day's document is named: `2026-11-25`. */
export const indiaDay = (at: Date) => indiaDate.format(at);

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` days ending with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, back) =>
    new Date(last - (count - 1 - back) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** When a day's figures are deleted: a year after the day has ended in India. */
export const expiryOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + (FIELD_INSIGHTS_RETENTION_DAYS + 1) * DAY_MS);

/** The figures of these days: every shard of each, one read per shard. */
export async function readTally(db: Firestore, days: readonly string[]): Promise<Tally> {
  const shards = await Promise.all(
    days.map((day) =>
      db.collection(FIELD_INSIGHTS).doc(day).collection(FIELD_INSIGHT_SHARDS).get(),
    ),
  );
  return sumTallies(shards.flatMap(({ docs }) => docs.map((doc) => doc.get('tally') as unknown)));
}

/**
 * The upper bound of the bucket that holds the `share`-th of the counts: with 0.75, three page
 * loads in four were at least this fast. Infinity for the open bucket; null with no counts.
 */
export function percentileBound(histogram: Counts, share = 0.75): number | null {
  const buckets = Object.entries(histogram)
    .map(([bound, count]) => [bound === ABOVE_ALL ? Infinity : Number(bound), count] as const)
    .filter(([bound, count]) => !Number.isNaN(bound) && count > 0)
    .sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [bound, count] of buckets) {
    seen += count;
    if (seen >= share * total) return bound;
  }
  return Infinity;
}

/** "1 page load", "2 page loads". */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const total = (counts: Counts = {}) => Object.values(counts).reduce((sum, count) => sum + count, 0);

const units: Record<Figure, (bound: number) => string> = {
  lcp: (bound) => `${bound / 1000} s`,
  inp: (bound) => `${bound} ms`,
  cls: (bound) => String(bound),
};

/** "LCP ≤ 2.5 s (good)", "INP > 2000 ms (poor)"; null when no page load measured it. */
function figureText(figure: Figure, histogram: Counts | undefined): string | null {
  const bound = percentileBound(histogram ?? {});
  if (bound === null) return null;
  const bounds = histogramBounds[figure];
  const { good, poor } = verdictBounds[figure];
  const value =
    bound === Infinity ? `> ${units[figure](bounds.at(-1) ?? 0)}` : `≤ ${units[figure](bound)}`;
  const verdict = bound <= good ? 'good' : bound <= poor ? 'needs improvement' : 'poor';
  return `${figure.toUpperCase()} ${value} (${verdict})`;
}

const byCountThenName = ([a, countA]: [string, number], [b, countB]: [string, number]) =>
  countB - countA || (a < b ? -1 : 1);

/**
 * A search as staff may read it in a terminal or an e-mail: a character that could move the
 * cursor, hide text or break the line is shown as its code instead (\u{1b}).
 */
export const printableSearch = (search: string) =>
  search.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
    (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`,
  );

/** How many unmatched searches the summary lists. */
export const SEARCHES_LISTED = 30;

/**
 * The summary staff read, in plain lines (a terminal and an e-mail alike): pages opened by
 * language, the speed of each page loaded, the searches that found nothing, the connections.
 */
export function insightLines(tally: Tally, days: readonly string[]): string[] {
  const period = `${days[0] ?? ''} to ${days.at(-1) ?? ''} (India dates)`;
  if (tally.beacons === 0) return [`No page load reported ${period}.`];
  const sampled =
    site.fieldDataSampleRate < 1
      ? ` One page load in ${Math.round(1 / site.fieldDataSampleRate)} reports (src/shared/site.ts).`
      : '';
  const lines = [`${counted(tally.beacons, 'page load')} reported ${period}.${sampled}`, ''];

  lines.push('Pages opened (English + Bengali):');
  const views = Object.entries(tally.views).map(
    ([route, counts]) => [route, total(counts)] as [string, number],
  );
  for (const [route, opened] of views.sort(byCountThenName)) {
    const { en = 0, bn = 0 } = tally.views[route] ?? {};
    lines.push(`  ${route}: ${opened} (${en} + ${bn})`);
  }

  lines.push('', 'Speed on visitors’ phones, three page loads in four at least this fast:');
  const loaded = Object.keys({ ...tally.lcp, ...tally.inp, ...tally.cls });
  const loads = (route: string) => Math.max(total(tally.lcp[route]), total(tally.cls[route]));
  for (const route of loaded.sort((a, b) => loads(b) - loads(a) || (a < b ? -1 : 1))) {
    const figures = (['lcp', 'inp', 'cls'] as const)
      .map((figure) => figureText(figure, tally[figure][route]))
      .filter((text) => text !== null);
    lines.push(`  ${route} (${counted(loads(route), 'load')}): ${figures.join(', ')}`);
  }

  // Kept before today's checks, a search may hold what the function now drops on arrival.
  const searches = Object.entries(tally.searches)
    .filter(([search]) => !mayIdentifyOrHide(search))
    .sort(byCountThenName);
  lines.push('', 'Searches that found nothing, most often first (add a synonym or the test):');
  if (searches.length === 0) lines.push('  none');
  for (const [search, count] of searches.slice(0, SEARCHES_LISTED)) {
    lines.push(`  ${String(count).padStart(4)}  ${printableSearch(search)}`);
  }
  if (searches.length > SEARCHES_LISTED) {
    lines.push(`  and ${searches.length - SEARCHES_LISTED} other searches`);
  }
  if (tally.unlistedSearches > 0) {
    lines.push(
      `  and ${tally.unlistedSearches} searches not kept: a day keeps a list of its first few hundred`,
    );
  }

  const connections = Object.entries(tally.connections).sort(byCountThenName);
  const unknown = tally.beacons - total(tally.connections);
  if (unknown > 0) connections.push(['not told', unknown]);
  lines.push(
    '',
    `Connections: ${connections.map(([type, count]) => `${type} ${count}`).join(', ')}`,
  );
  return lines;
}
