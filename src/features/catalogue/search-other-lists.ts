/**
 * What a search finds in the site's other lists, from the index the build writes beside the pages
 * (src/data/search-index.ts), best first by the lists' own rules (./rank-matches.ts). Loaded
 * with the index, the first time a visitor searches.
 */
import { type SearchedList, type SearchEntry, type SearchIndex } from '../../data/search-index';
import { searchedListNames } from '../../shared/catalogue-lists';
import { closeIndex, type CloseIndex } from './match-by-name';
import { nameKeys, type NameKeys } from '../../shared/name-search';
import { searchList } from './rank-matches';

export interface OtherListMatches {
  list: SearchedList;
  /** What it found, best first: the matches as typed, then the close ones. */
  found: readonly SearchEntry[];
  /** How many of `found` match as typed. */
  exact: number;
  /** When the list last changed before the build read it: its cards' prices are as of then. */
  updatedAt?: string;
}

const indexes = new WeakMap<
  readonly SearchEntry[],
  { keys: NameKeys<SearchEntry>; close: CloseIndex<SearchEntry> }
>();

const alsoSearched = (entry: SearchEntry) => (entry.also === undefined ? [] : [entry.also]);

/** The matches of each list but `own`, in the index's order of lists; lists with none left out. */
export function searchOtherLists(
  index: SearchIndex,
  own: SearchedList,
  query: string,
): OtherListMatches[] {
  const results: OtherListMatches[] = [];
  for (const list of searchedListNames) {
    if (list === own) continue;
    const entries = index[list];
    let indexed = indexes.get(entries);
    if (!indexed) {
      indexed = { keys: nameKeys(entries), close: closeIndex(entries, alsoSearched) };
      indexes.set(entries, indexed);
    }
    const { matches, closeMatches } = searchList(indexed.keys, indexed.close, query);
    const found = [...matches, ...closeMatches];
    const updatedAt =
      list === 'packages' || list === 'conditions' ? undefined : index.updatedAt?.[list];
    if (found.length > 0) {
      results.push({ list, found, exact: matches.length, ...(updatedAt && { updatedAt }) });
    }
  }
  return results;
}
