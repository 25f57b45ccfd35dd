import { closeIndex } from '../../src/features/catalogue/match-by-name';
import { exactMatches, nameKeys } from '../../src/features/catalogue/name-search';

/**
 * A list's search as the list pages run it: the spec's matches (name-search.ts), then the close
 * ones (match-by-name.ts) beyond them.
 */
export function searchOf<T extends { name: string; name_bn?: string }>(
  items: readonly T[],
  alsoSearched?: (item: T) => readonly string[],
) {
  const keys = nameKeys(items);
  const close = closeIndex(items, alsoSearched);
  return (query: string) => {
    const matches = exactMatches(keys, query);
    return { matches, closeMatches: close.closeMatches(query, new Set(matches)) };
  };
}
