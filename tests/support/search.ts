import { closeIndex } from '../../src/features/catalogue/match-by-name';
import { nameKeys } from '../../src/shared/name-search';
import { searchList, type Rankable } from '../../src/features/catalogue/rank-matches';

/**
 * A list's search as the list pages run it once close matching has arrived: the spec's matches
 * (src/shared/name-search.ts) and the close ones (match-by-name.ts) beyond them, best first
 * (rank-matches.ts).
 */
export function searchOf<T extends Rankable & { name_bn?: string }>(
  items: readonly T[],
  alsoSearched?: (item: T) => readonly string[],
) {
  const keys = nameKeys(items);
  const close = closeIndex(items, alsoSearched);
  return (query: string) => searchList(keys, close, query);
}
