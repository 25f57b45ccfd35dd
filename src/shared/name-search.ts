import { foldForSearch } from './fold-for-search';

/** A list's names folded for the spec's search, once: a keystroke then only compares strings. */
export interface NameKeys<T> {
  all: readonly T[];
  /** Folds the next `count` names; true once every name is folded. */
  foldMore(count: number): boolean;
  /** Every name folded: those not yet folded are folded now. */
  complete(): readonly string[];
}

/**
 * Folds every name once, as it is needed rather than when the list arrives: 2,500 names take
 * one task of 35 ms on this machine, which a phone would spend while the page hydrates. A page
 * folds them a slice at a time while the browser is idle, and a search folds whatever is left.
 * An item's Bengali name (`name_bn`) is searched too, whatever language the page is in; a line
 * break between the two keeps a query from matching across them.
 */
export function nameKeys<T extends { name: string; name_bn?: string }>(
  items: readonly T[],
): NameKeys<T> {
  const keys: string[] = [];
  const foldMore = (count: number) => {
    const end = Math.min(items.length, keys.length + count);
    for (let next = keys.length; next < end; next += 1) {
      const item = items[next];
      if (item !== undefined) {
        keys.push(
          foldForSearch(item.name_bn === undefined ? item.name : `${item.name}\n${item.name_bn}`),
        );
      }
    }
    return keys.length === items.length;
  };
  return {
    all: items,
    foldMore,
    complete: () => {
      foldMore(items.length);
      return keys;
    },
  };
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{M}\p{N}]/u.test(character);

/**
 * How well a name matches: 0 when it starts with the query, 1 when one of its words does, 2 when
 * the query is inside a word; null when it is not a match.
 */
function matchRank(key: string, needle: string): 0 | 1 | 2 | null {
  let at = key.indexOf(needle);
  if (at < 0) return null;
  let best: 0 | 1 | 2 = 2;
  while (at >= 0) {
    const before = key[at - 1];
    if (at === 0 || before === '\n') return 0;
    if (!isWordCharacter(before)) best = 1;
    at = key.indexOf(needle, at + 1);
  }
  return best;
}

/**
 * The spec's search, a case-insensitive substring of a name (an empty query matches all), in
 * three tiers, each in the list's order (A–Z): names that start with the query, names with a word
 * that starts with it, and the rest. Null for an empty query, which matches all.
 */
export function exactMatchTiers<T>(
  keys: NameKeys<T>,
  query: string,
): readonly [T[], T[], T[]] | null {
  const needle = foldForSearch(query.trim());
  if (needle === '') return null;
  const folded = keys.complete();
  const ranked: [T[], T[], T[]] = [[], [], []];
  folded.forEach((key, at) => {
    const rank = matchRank(key, needle);
    const item = keys.all[at];
    if (rank !== null && item !== undefined) ranked[rank].push(item);
  });
  return ranked;
}

/**
 * The spec's matches, best first: the tiers above one after the other. "thyroid" puts Thyroid
 * Profile before Free Thyroid Profile, and both before Parathyroid Hormone; the search's own
 * order (src/features/catalogue/rank-matches.ts) then puts the best of them first.
 */
export function exactMatches<T>(keys: NameKeys<T>, query: string): readonly T[] {
  return exactMatchTiers(keys, query)?.flat() ?? keys.all;
}
