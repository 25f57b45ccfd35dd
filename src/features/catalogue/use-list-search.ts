import { useEffect, useMemo, useState } from 'react';
import { foldForSearch } from '../../shared/fold-for-search';
import { unmatchedSearches } from '../../lib/unmatched-searches';
import { whenLoadedAndIdle } from '../../lib/use-after-load';
import type * as CloseMatching from './match-by-name';
import type { CloseIndex } from './match-by-name';
import { exactMatches, type NameKeys } from '../../shared/name-search';
import type { Rankable } from './rank-matches';

/** Names folded for search in one idle moment: about 4 ms of this machine's time. */
const INDEX_SLICE = 250;

export interface SearchResult<T> {
  /** The spec's search: a case-insensitive substring of a name, best first; empty matches all. */
  matches: readonly T[];
  /** The rest that a forgiving search finds, closest first; shown after the matches. */
  closeMatches: readonly T[];
}

const noItems: readonly never[] = [];

type CloseModule = typeof CloseMatching;
let closeModule: CloseModule | undefined;
let closeLoad: Promise<CloseModule> | undefined;
const loadCloseModule = () =>
  (closeLoad ??= import('./match-by-name').then(
    (module) => (closeModule = module),
    (error: unknown) => {
      closeLoad = undefined;
      throw error;
    },
  ));

/**
 * The close-match index of a list, once its code has arrived: fetched when the page is idle, or
 * at once when a search begins. Until then a search shows the spec's matches alone.
 */
function useCloseIndex<T extends { name: string; name_bn?: string }>(
  items: readonly T[] | null,
  alsoSearched: ((item: T) => readonly string[]) | undefined,
  searching: boolean,
): CloseIndex<T> | null {
  const [module, setModule] = useState(closeModule);
  useEffect(() => {
    if (module) return;
    let current = true;
    const load = () =>
      void loadCloseModule().then(
        (loaded) => current && setModule(loaded),
        // Offline: the spec's matches still answer; the next search tries again.
        () => undefined,
      );
    const cancel = searching ? (load(), () => undefined) : whenLoadedAndIdle(load);
    return () => {
      current = false;
      cancel();
    };
  }, [module, searching]);
  return useMemo(
    () => (module && items ? module.closeIndex(items, alsoSearched) : null),
    [module, items, alsoSearched],
  );
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameResult = <T>(a: SearchResult<T> | null, b: SearchResult<T> | null) =>
  a !== null &&
  b !== null &&
  sameItems(a.matches, b.matches) &&
  sameItems(a.closeMatches, b.closeMatches);

/**
 * A list's search: its names' keys, which the data module hands over with the items, folded a
 * slice at a time while the browser is idle; the spec's matches for the query, and, once close
 * matching's code has arrived, the close matches and the order that puts the best first
 * (./rank-matches.ts). A keystroke that finds the same items ("thyro", "thyroi") keeps the same
 * result, so the cards already drawn stay as they are. A search that finds nothing is noted for
 * the field beacon (src/lib/field-beacon.ts): a test the centre may be missing.
 */
export function useListSearch<T extends { id: string; name_bn?: string } & Rankable>(
  list: { items: readonly T[]; keys: NameKeys<T> } | null,
  query: string,
  alsoSearched: ((item: T) => readonly string[]) | undefined,
): SearchResult<T> | null {
  const items = list?.items ?? null;
  const keys = list?.keys ?? null;
  const close = useCloseIndex(items, alsoSearched, query.trim() !== '');
  useEffect(() => {
    if (keys === null) return;
    let cancel = () => {};
    const foldSome = () => {
      const done = keys.foldMore(INDEX_SLICE) && (close === null || close.indexMore(INDEX_SLICE));
      if (!done) cancel = whenLoadedAndIdle(foldSome);
    };
    cancel = whenLoadedAndIdle(foldSome);
    return () => cancel();
  }, [keys, close]);
  const found = useMemo((): SearchResult<T> | null => {
    if (keys === null) return null;
    // Until close matching's code arrives, the spec's matches alone, in their own order.
    if (close === null || closeModule === undefined) {
      return { matches: exactMatches(keys, query), closeMatches: noItems };
    }
    return closeModule.searchList(keys, close, query);
  }, [keys, close, query]);
  useEffect(() => {
    if (found?.matches.length === 0) unmatchedSearches.push(foldForSearch(query));
  }, [found, query]);
  const [result, setResult] = useState(found);
  if (found !== result && !sameResult(found, result)) setResult(found);
  return result;
}
