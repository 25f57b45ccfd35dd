/**
 * Best match first (docs/decisions/108-best-match-first.md): what a search found, in the order a
 * person would accept. Loaded with close matching (./match-by-name.ts), whose synonyms it reads.
 */
import type { CloseIndex } from './match-by-name';
import { exactMatchTiers, type NameKeys } from '../../shared/name-search';
import { closeMatchWords, currentSynonymLookup } from './synonym-lookup';

/**
 * What an item may carry that orders a search: all optional, all set by staff but `opens`, its
 * page's opens in the last 28 days, counted from the field data and published with its list.
 */
export interface Rankable {
  name: string;
  code?: string;
  kind?: string;
  includes?: readonly string[];
  rank?: number;
  opens?: number;
}

/** How an item matched the query as typed: its name starts with it, contains it, or is close. */
export type MatchTier = 'starts' | 'contains' | 'close';

const tierOrder: Record<MatchTier, number> = { starts: 0, contains: 1, close: 2 };

/** One found item and what orders it, compared field by field. */
export interface ScoredMatch<T> {
  item: T;
  /** 0 for an item named by the query: its code, its whole name, or a synonym of either. */
  named: 0 | 1;
  /** 1 for a profile or package, which follows the single tests. */
  bundle: 0 | 1;
  tier: number;
  rank: number;
  opens: number;
}

const bracketed = /[([]([^()[\]]*)[)\]]/g;
const codeLike = /^[\p{L}\p{N}][\p{L}\p{N}.-]{1,9}$/u;
const capitals = /\p{Lu}/gu;

/** An abbreviation as names write them: "INR", "CK-MB", "NT-proBNP", "E2"; not "Serum". */
function isCode(token: string): boolean {
  if (!codeLike.test(token)) return false;
  const capitalCount = token.match(capitals)?.length ?? 0;
  return capitalCount >= 2 || (token.length <= 3 && capitalCount === 1 && /^\p{Lu}/u.test(token));
}

const isBundle = (item: Rankable) =>
  item.kind === 'profile' || item.kind === 'package' || (item.includes?.length ?? 0) > 0;

const namesByItem = new WeakMap<object, ReadonlySet<string>>();

/**
 * The phrases that name an item outright, as words joined by spaces: staff's `code`, the
 * abbreviations in its name's brackets or at its start ("INR", "CK-MB"), and its name
 * without brackets ("prothrombin time"). Worked out once per item.
 */
export function namesOf(item: Rankable): ReadonlySet<string> {
  let names = namesByItem.get(item);
  if (names === undefined) {
    const phrases = (item.code ?? '').split(/[,;/]/);
    const bundle = isBundle(item);
    for (const [, inside = ''] of item.name.matchAll(bracketed)) {
      // A profile's list in brackets names the tests it includes, not the profile.
      if (bundle && /[,;]/.test(inside)) continue;
      phrases.push(...inside.split(/[,;]|\s\/\s/).filter((token) => isCode(token.trim())));
    }
    const first = item.name.split(/\s/, 1)[0] ?? '';
    if (isCode(first)) phrases.push(first);
    phrases.push(item.name.replace(bracketed, ' '));
    names = new Set(
      phrases
        .map((phrase) => closeMatchWords(phrase).join(' '))
        .filter((phrase) => phrase.replace(/ /g, '').length >= 2),
    );
    namesByItem.set(item, names);
  }
  return names;
}

/** The phrases that name what `query` asks for: itself, and its synonyms when it is one. */
export function namingPhrases(query: string): ReadonlySet<string> {
  const key = closeMatchWords(query).join(' ');
  const synonyms = currentSynonymLookup().byPhrase.get(key) ?? [];
  return new Set([key, ...synonyms.map((words) => words.join(' '))]);
}

/** Scores one found item; `naming` from namingPhrases, once per query. */
export function scoreMatch<T extends Rankable>(
  item: T,
  tier: MatchTier,
  naming: ReadonlySet<string>,
): ScoredMatch<T> {
  let named: 0 | 1 = 1;
  for (const phrase of namesOf(item)) {
    if (naming.has(phrase)) {
      named = 0;
      break;
    }
  }
  return {
    item,
    named,
    bundle: isBundle(item) ? 1 : 0,
    tier: tierOrder[tier],
    rank: item.rank ?? Infinity,
    opens: item.opens ?? 0,
  };
}

const bucketCount = 2 * 3 * 2;

/**
 * Best first: named, then by tier, single tests before bundles, then by staff's rank, then by
 * opens, the most opened first; equal ones keep the order they came in (the list's, then the
 * lists'). Put in buckets rather than sorted whole, so a keystroke that matches 2,500 tests orders
 * them in one pass, and a bucket is sorted only when one of its items has a rank or opens.
 */
function bestFirst<E>(entries: readonly E[], scoredOf: (entry: E) => ScoredMatch<unknown>): E[] {
  const buckets: E[][] = Array.from({ length: bucketCount }, () => []);
  for (const entry of entries) {
    const { named, tier, bundle } = scoredOf(entry);
    buckets[named * 6 + tier * 2 + bundle]?.push(entry);
  }
  const byPopularity = (a: E, b: E) => {
    const [scoredA, scoredB] = [scoredOf(a), scoredOf(b)];
    // Two unranked items' ranks are both Infinity, whose difference is no number.
    if (scoredA.rank !== scoredB.rank) return scoredA.rank - scoredB.rank;
    return scoredB.opens - scoredA.opens;
  };
  const popular = (entry: E) => {
    const { rank, opens } = scoredOf(entry);
    return rank !== Infinity || opens > 0;
  };
  // Array.prototype.sort is stable: items equal in rank and opens keep the list's order.
  return buckets.flatMap((bucket) => (bucket.some(popular) ? bucket.sort(byPopularity) : bucket));
}

/** Found as typed or named by the query: a match. Found only by forgiving: a close match. */
export const isCloseOnly = <T>(scored: ScoredMatch<T>): boolean =>
  scored.named === 1 && scored.tier === tierOrder.close;

/**
 * A list's matches and close matches in best-first order: `starts` and `contains` are the spec's
 * matches as src/shared/name-search.ts tiers them, `close` what forgiving found beyond them. A close match
 * the query names (a synonym of its code) joins the matches.
 */
export function rankMatches<T extends Rankable>(
  query: string,
  found: Readonly<Record<MatchTier, readonly T[]>>,
): { matches: readonly T[]; closeMatches: readonly T[] } {
  const naming = namingPhrases(query);
  const scored = bestFirst(
    (Object.keys(found) as MatchTier[]).flatMap((tier) =>
      found[tier].map((item) => scoreMatch(item, tier, naming)),
    ),
    (match) => match,
  );
  return {
    matches: scored.filter((match) => !isCloseOnly(match)).map(({ item }) => item),
    closeMatches: scored.filter(isCloseOnly).map(({ item }) => item),
  };
}

/**
 * What a list's search finds for a non-empty query, by how it matched: the spec's matches as
 * src/shared/name-search.ts tiers them, and the close ones beyond them. Null for an empty query.
 */
export function findInList<T extends Rankable>(
  keys: NameKeys<T>,
  close: CloseIndex<T>,
  query: string,
): Record<MatchTier, readonly T[]> | null {
  const tiers = exactMatchTiers(keys, query);
  if (tiers === null) return null;
  const [starts, wordStarts, inside] = tiers;
  const contains = wordStarts.concat(inside);
  const found = new Set(starts);
  for (const item of contains) found.add(item);
  return { starts, contains, close: close.closeMatches(query, found) };
}

/**
 * A list's search, whole: the spec's matches and the close ones beyond them, best first. An
 * empty query matches every item, in the list's order.
 */
export function searchList<T extends Rankable>(
  keys: NameKeys<T>,
  close: CloseIndex<T>,
  query: string,
): { matches: readonly T[]; closeMatches: readonly T[] } {
  const found = findInList(keys, close, query);
  return found === null ? { matches: keys.all, closeMatches: [] } : rankMatches(query, found);
}

/** One item found by a search of several lists, with the list it is from. */
export interface FoundInList<L, T> {
  list: L;
  item: T;
  /** Found only by forgiving: shown under the close matches' heading. */
  close: boolean;
}

/**
 * Several lists' finds as one, best first by the same rules; equal ones in the order of the
 * lists, then of each list (Find a Test's own tests before Radiology's).
 */
export function rankAcrossLists<L, T extends Rankable>(
  query: string,
  lists: readonly { list: L; found: Readonly<Record<MatchTier, readonly T[]>> }[],
): FoundInList<L, T>[] {
  const naming = namingPhrases(query);
  const scored = lists.flatMap(({ list, found }) =>
    (Object.keys(found) as MatchTier[]).flatMap((tier) =>
      found[tier].map((item) => ({ list, scored: scoreMatch(item, tier, naming) })),
    ),
  );
  return bestFirst(scored, (entry) => entry.scored).map(({ list, scored }) => ({
    list,
    item: scored.item,
    close: isCloseOnly(scored),
  }));
}
