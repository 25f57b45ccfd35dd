import { randomInt } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Expression } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { itemPaths, siteRoutes } from '../../src/shared/routes';
import {
  BEACONS_PER_SHARD_PER_MINUTE,
  connectionTypes,
  FIELD_INSIGHT_SHARD_COUNT,
  FIELD_INSIGHT_SHARDS,
  FIELD_INSIGHTS,
  keptSearches,
  SEARCHES_PER_BEACON,
  SLUG_MAX_LENGTH,
  UNKNOWN_ROUTE,
  VIEWS_PER_BEACON,
  type FieldBeacon,
  type PageView,
} from '../../src/shared/field-insights';
import { languages, type Language } from '../../src/shared/page-language';
import { foldForSearch } from '../../src/shared/fold-for-search';
import {
  beaconTally,
  expiryOf,
  indiaDay,
  type ItemOf,
  type Tally,
} from '../../src/shared/admin/field-tally';
import { itemIn, slugCache } from './known-slugs';

/**
 * The endpoint behind `/api/beacon` (firebase.json): one page load's figures, sent by the site's
 * field beacon (src/lib/field-beacon.ts), added to the day's figures. A beacon carries no App
 * Check token and anyone can post one, so every field is checked, the body is small, and the
 * figures take a fixed number of beacons a minute: a flood costs reads, never the day's figures
 * or the lab's bill. Nothing about the sender is kept: no address, no cookie, no identifier.
 */

/** A beacon's largest body: a page load's figures fit in a few hundred bytes. */
export const BEACON_MAX_BYTES = 4096;
/**
 * The distinct unmatched searches one shard lists for its day (ten shards, so a day lists a
 * couple of thousand): a flood of made-up searches fills no document.
 */
export const SEARCHES_PER_SHARD = 200;

/**
 * The reads one instance spends a minute, checked before the transaction: with two instances, a
 * flood of any size costs about 100 reads a minute, and a real page's beacon is one of the first
 * of a minute far more often than not.
 */
export const READS_PER_INSTANCE_PER_MINUTE = 50;

/** A count of the reads this minute, kept in the instance's memory. */
export function readBudget(perMinute = READS_PER_INSTANCE_PER_MINUTE) {
  let minute = '';
  let spent = 0;
  return {
    /** True, and the reads spent, while this minute has that many left. */
    take(now: Date, reads = 1): boolean {
      const thisMinute = now.toISOString().slice(0, 16);
      if (thisMinute !== minute) {
        minute = thisMinute;
        spent = 0;
      }
      if (spent + reads > perMinute) return false;
      spent += reads;
      return true;
    },
  };
}
const instanceBudget = readBudget();
const instanceSlugs = slugCache();

/** India's offset from UTC: the day and its hours are India's. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The list slots a shard has open at `now`: a 24th more each India hour, so that a flood in the
 * first minutes of a day cannot fill the day's lists before the real searches come.
 */
export const listSlotsOpen = (now: Date) =>
  Math.ceil(
    (SEARCHES_PER_SHARD * (new Date(now.getTime() + INDIA_OFFSET_MS).getUTCHours() + 1)) / 24,
  );

const knownRoutes = new Set([...siteRoutes.map(({ path }) => path), UNKNOWN_ROUTE]);
const itemRoutes = new Set<string>(Object.values(itemPaths).map(({ item }) => item));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** No slug, or one of an item's page within the length of any the site makes. */
const isSlugOf = (route: string, slug: unknown) =>
  slug === undefined ||
  (typeof slug === 'string' &&
    itemRoutes.has(route) &&
    slug !== '' &&
    [...slug].length <= SLUG_MAX_LENGTH);

const isPageView = (value: unknown): value is PageView =>
  isRecord(value) &&
  typeof value.route === 'string' &&
  knownRoutes.has(value.route) &&
  languages.includes(value.language as Language) &&
  isSlugOf(value.route, value.slug);

/** A figure within what a phone can report; anything else is no figure. */
const figure = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
    ? value
    : undefined;

/**
 * A beacon's body, or null when it is not one the site sends: routes of the route table only,
 * the site's languages, a slug on an item's page only, figures a phone can report, and the
 * searches folded and kept by the site's rules.
 */
export function parseBeacon(body: string): FieldBeacon | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(data) || !Array.isArray(data.views) || !Array.isArray(data.searches)) return null;
  const views: unknown[] = data.views;
  const searches: unknown[] = data.searches;
  if (views.length === 0 || views.length > VIEWS_PER_BEACON || !views.every(isPageView)) {
    return null;
  }
  const searchTexts = searches.filter((search) => typeof search === 'string');
  if (searches.length > SEARCHES_PER_BEACON || searchTexts.length < searches.length) return null;
  const beacon: FieldBeacon = {
    views: views.map(({ route, language, slug }) => ({
      route,
      language,
      ...(slug !== undefined && { slug: slug.toLowerCase() }),
    })),
    searches: keptSearches(searchTexts.map(foldForSearch)),
  };
  const lcp = figure(data.lcp, 120_000);
  const inp = figure(data.inp, 120_000);
  const cls = figure(data.cls, 100);
  const connection = connectionTypes.find((type) => type === data.connection);
  if (lcp !== undefined) beacon.lcp = lcp;
  if (inp !== undefined) beacon.inp = inp;
  if (cls !== undefined) beacon.cls = cls;
  if (connection !== undefined) beacon.connection = connection;
  return beacon;
}

type Increments = { [key: string]: FieldValue | Increments };

/**
 * A tally as a write that adds it to a stored one. Nothing is written for a zero or an empty map:
 * a merged set writes an empty map as it is, over the counts stored under it.
 */
function incrementsOf(counts: object): Increments {
  const increments: Increments = {};
  for (const [key, value] of Object.entries(counts)) {
    if (typeof value === 'number') {
      if (value !== 0) increments[key] = FieldValue.increment(value);
      continue;
    }
    const nested = incrementsOf(value as object);
    if (Object.keys(nested).length > 0) increments[key] = nested;
  }
  return increments;
}

interface RateWindow {
  minute: string;
  count: number;
}

export const shardOf = (db: Firestore, day: string, shard: number) =>
  db.collection(FIELD_INSIGHTS).doc(day).collection(FIELD_INSIGHT_SHARDS).doc(String(shard));

/**
 * Adds a beacon to its day's figures in one shard (chosen at random by the caller), in a
 * transaction: one read and one write. The shard takes BEACONS_PER_SHARD_PER_MINUTE beacons a
 * minute and refuses the rest, and lists at most SEARCHES_PER_SHARD distinct searches, a 24th of
 * them more each India hour (listSlotsOpen), counting any beyond them. The items whose pages it
 * opened are counted by `itemOf`, which knows the lists' slugs.
 */
export async function recordBeacon(
  db: Firestore,
  beacon: FieldBeacon,
  now: Date,
  shard: number,
  itemOf?: ItemOf,
): Promise<'recorded' | 'refused'> {
  const day = indiaDay(now);
  const ref = shardOf(db, day, shard);
  const minute = now.toISOString().slice(0, 16);
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    const window = stored.get('window') as RateWindow | undefined;
    const count = window?.minute === minute ? window.count : 0;
    if (count >= BEACONS_PER_SHARD_PER_MINUTE) return 'refused';
    const tally: Tally = beaconTally(beacon, itemOf);
    const listed = (stored.get('tally.searches') ?? {}) as Record<string, unknown>;
    let room = listSlotsOpen(now) - Object.keys(listed).length;
    const kept = Object.entries(tally.searches).filter(([search, count]) => {
      if (Object.hasOwn(listed, search)) return true;
      if (room > 0) {
        room -= 1;
        return true;
      }
      tally.unlistedSearches += count;
      return false;
    });
    tally.searches = Object.fromEntries(kept);
    transaction.set(
      ref,
      {
        day,
        expiresAt: Timestamp.fromDate(expiryOf(day)),
        window: { minute, count: count + 1 } satisfies RateWindow,
        tally: incrementsOf(tally),
      },
      { merge: true },
    );
    return 'recorded';
  });
}

/** What the endpoint reads of a request and writes of its answer: Express's, or a test's. */
export interface BeaconRequest {
  method: string;
  rawBody?: Buffer;
}
export interface BeaconResponse {
  status(code: number): { end(): unknown };
}

/**
 * Answers a beacon: 204 once added, 429 when this instance's reads or its shard's minute are
 * spent, 400 for a body that is
 * not a beacon, 413 for one too large, 405 for anything but POST. The browser reads no answer:
 * they are for the logs and the tests. A beacon with an item's slug is counted by the slugs the
 * instance has (./known-slugs.ts), read again from the same budget once they are an hour old.
 */
export async function answerBeacon(
  db: Firestore,
  request: BeaconRequest,
  response: BeaconResponse,
  {
    now = new Date(),
    shard = randomInt(FIELD_INSIGHT_SHARD_COUNT),
    budget = instanceBudget,
    slugs = instanceSlugs,
  }: {
    now?: Date;
    shard?: number;
    budget?: ReturnType<typeof readBudget>;
    slugs?: ReturnType<typeof slugCache>;
  } = {},
): Promise<void> {
  if (request.method !== 'POST') {
    response.status(405).end();
    return;
  }
  const body = request.rawBody ?? Buffer.alloc(0);
  if (body.length > BEACON_MAX_BYTES) {
    response.status(413).end();
    return;
  }
  const beacon = parseBeacon(body.toString('utf8'));
  if (beacon === null) {
    response.status(400).end();
    return;
  }
  if (!budget.take(now)) {
    response.status(429).end();
    return;
  }
  const itemOf = beacon.views.some(({ slug }) => slug !== undefined)
    ? itemIn(await slugs(db, now, (reads) => budget.take(now, reads)))
    : undefined;
  const outcome = await recordBeacon(db, beacon, now, shard, itemOf);
  response.status(outcome === 'recorded' ? 204 : 429).end();
}

/**
 * The HTTP function, in the region of the others. Two instances at most: a flood waits in line
 * rather than multiplying the bill.
 */
export const fieldBeaconEndpoint = (region: Expression<string>) =>
  onRequest(
    { region, memory: '256MiB', maxInstances: 2, timeoutSeconds: 10 },
    (request, response) => answerBeacon(getFirestore(), request, response),
  );
