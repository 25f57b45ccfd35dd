import {
  memo,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { CallButton } from '../../components/contact-buttons';
import { LoadError } from '../../components/load-error';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { SkeletonCards, type SkeletonHeight } from '../../components/skeleton-cards';
import { UpdatedNote } from '../../components/updated-note';
import { SEARCH_QUERY_PARAM } from '../../shared/routes';
import type { CachedLoader } from '../../data/source/cached-loader';
import { itemsInLanguage, slugsOf } from '../../data/catalogue';
import type { CatalogueList } from '../../shared/types';
import { useLanguage } from '../../i18n/language';
import type { Messages } from '../../i18n/messages';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { unmatchedSearches } from '../../lib/unmatched-searches';
import { whenLoadedAndIdle } from '../../lib/use-after-load';
import { useLoader } from '../../lib/use-loader';
import type { SearchedList } from '../../data/search-index';
import type * as CloseMatching from './match-by-name';
import type { CloseIndex } from './match-by-name';
import { foldForSearch } from '../../shared/fold-for-search';
import { exactMatches, nameKeys } from './name-search';
import { OtherListsMatches, useOtherListsMatches } from './other-lists';
import { useListPosition } from './use-list-position';
import { useSearchQuery } from './use-search-query';
import { useStickyBelowNavbar } from './use-sticky-below-navbar';
import './catalogue.scss';

/**
 * How many cards a list shows at first and adds per "Show more": enough to fill a few screens,
 * few enough that 2,500 tests stay well inside the DOM and keystroke budgets.
 */
export const PAGE_SIZE = 30;

/**
 * After a keystroke, the cards drawn before the rest of the page: more than a screenful (two
 * rows of three on a wide screen, three screens of a phone).
 */
const FIRST_RENDER = 6;

/** Names folded for search in one idle moment: about 4 ms of this machine's time. */
const INDEX_SLICE = 250;

interface SearchResult<T> {
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

export type ListTexts = Omit<Messages['catalogue']['labTests'], 'title' | 'description'>;

export type ListLayout = 'tests' | 'doctors';

const skeletonColumns: Record<ListLayout, string> = {
  tests: 'col-12 col-md-6 col-lg-4',
  doctors: 'col-12 col-lg-6',
};

interface SearchableListProps<T> {
  load: CachedLoader<CatalogueList<T>>;
  texts: ListTexts;
  /** What the list's date speaks of: its prices, or (a list without prices) the list. */
  updated: 'prices' | 'list';
  /** What sits above the search bar: the page's breadcrumb and heading, or a section heading. */
  header: ReactNode;
  layout?: ListLayout;
  /** The height of one loaded card, so the list does not jump when it arrives. */
  skeletonHeight: SkeletonHeight;
  /**
   * An item's card, given the slug of its own page: a module-level function, so cards are not
   * rendered again on every keystroke.
   */
  renderItem: (item: T, slug: string) => ReactNode;
  /**
   * Texts besides the name that close matches search (a doctor's speciality and degree): a
   * module-level function, so the list is indexed once.
   */
  alsoSearched?: (item: T) => readonly string[];
  /** Which list this is, left out of what the search shows from the centre's other lists. */
  own: SearchedList;
}

/**
 * A catalogue list with its search: the query in the address, the count announced to screen
 * readers, and the matches shown a page at a time, then the close matches under their own
 * heading, then what the centre's other lists have. Loading, empty and failed reads each get their
 * own state. The search box stays in view below the navbar while the list scrolls, on every list
 * page alike (the old site kept Cardiology's and Neurology's header fixed); the breadcrumb and
 * heading scroll away, so a phone keeps most of its screen for the list.
 */
export function SearchableList<T extends { id: string; name: string; name_bn?: string }>({
  load,
  texts,
  updated,
  header,
  layout = 'tests',
  skeletonHeight,
  renderItem,
  alsoSearched,
  own,
}: SearchableListProps<T>) {
  const messages = useCatalogueMessages();
  useScrollToTop();
  const list = useLoader(load);
  const { query, setQuery, flushQuery } = useSearchQuery();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();
  const countId = useId();
  const { restoredShown, shownCountRef } = useListPosition(list.status === 'ready');

  const { language } = useLanguage();
  const read = list.status === 'ready' ? list.data.items : null;
  // In the reader's order: on a Bengali page, the tests with a Bengali name first, by it.
  const items = useMemo(
    () => (read === null ? null : itemsInLanguage(read, language)),
    [read, language],
  );
  const slugs = useMemo(() => (read === null ? noSlugs : slugsOf(read)), [read]);
  const keys = useMemo(() => (items === null ? null : nameKeys(items)), [items]);
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
    const matches = exactMatches(keys, query);
    const closeMatches =
      close === null || query.trim() === '' ? noItems : close.closeMatches(query, new Set(matches));
    return { matches, closeMatches };
  }, [keys, close, query]);
  // For the field beacon (src/lib/field-beacon.ts): a search the centre may be missing.
  useEffect(() => {
    if (found?.matches.length === 0) unmatchedSearches.push(foldForSearch(query));
  }, [found, query]);
  const others = useOtherListsMatches(query, own);
  // A keystroke that finds the same tests ("thyro", "thyroi") keeps the same lists, so the cards
  // already drawn stay as they are.
  const [result, setResult] = useState(found);
  if (found !== result && !sameResult(found, result)) setResult(found);
  const matches = result?.matches ?? null;
  const closeMatches = result?.closeMatches ?? [];

  const clearSearch = () => {
    setQuery('');
    flushQuery();
    input.current?.focus();
  };

  let status = '';
  if (items !== null && items.length === 0) status = texts.empty;
  else if (matches?.length === 0 && closeMatches.length > 0) {
    // Found through a speciality or another name: say what was found, not that nothing was.
    status = texts.foundClose(closeMatches.length, query.trim());
  } else if (matches !== null && matches.length === 0) status = texts.noMatch(query.trim());
  else if (matches !== null) status = texts.found(matches.length);
  const nothingFound = matches?.length === 0 && closeMatches.length === 0;
  // Nothing here, and the other lists have been asked and have nothing either.
  const nothingAnywhere = nothingFound && others !== null && others.length === 0;

  const bar = (
    <div className="container">
      {/* GET, unlike the forms that reach the centre: a search holds nothing personal, and sent by
          the browser before the app runs it opens this list at `?q=`, as the app would. */}
      <form
        role="search"
        method="get"
        className="catalogue-search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="form-label fw-semibold">
          {texts.searchLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          name={SEARCH_QUERY_PARAM}
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onBlur={flushQuery}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
        />
      </form>
    </div>
  );

  return (
    <>
      {/* The heading scrolls away; the search stays in view below the navbar, and on a phone
          the two bars take at most a fifth of the screen. */}
      <div className="container pt-4">{header}</div>
      <StickyBar>{bar}</StickyBar>
      <div className="container pb-2">
        <p
          id={statusId}
          role="status"
          className={nothingFound ? 'catalogue-status is-empty' : 'catalogue-status'}
        >
          {/* The exact matches' list is named by their count alone. */}
          <span id={countId}>{status}</span>
          {closeMatches.length > 0 &&
            matches !== null &&
            matches.length > 0 &&
            messages.catalogue.closeFound(closeMatches.length)}
        </p>
        {list.status === 'loading' && (
          <SkeletonCards
            count={6}
            cardHeight={skeletonHeight}
            label={texts.loading}
            className={skeletonColumns[layout]}
          />
        )}
        {list.status === 'error' && <LoadError onRetry={list.retry} what={texts.errorWhat} />}
        {items?.length === 0 && (
          <CallButton label={messages.common.callNow} className="btn btn-primary" />
        )}
        {items !== null && items.length > 0 && nothingAnywhere && (
          <div className="catalogue-no-match">
            <p>{texts.noMatchHelp}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={clearSearch}>
                {messages.catalogue.clearSearch}
              </button>
              <CallButton label={messages.common.callNow} className="btn btn-outline-primary" />
            </div>
          </div>
        )}
        {result !== null && !nothingFound && (
          <Matches
            result={result}
            texts={texts}
            closeHeading={messages.catalogue.closeMatchesHeading}
            layout={layout}
            renderItem={renderItem}
            slugs={slugs}
            labelledBy={countId}
            initialLimit={restoredShown}
            shownCountRef={shownCountRef}
          />
        )}
        {others !== null && <OtherListsMatches found={others} query={query.trim()} />}
        {list.status === 'ready' && <UpdatedNote list={list.data} counts={updated} />}
      </div>
    </>
  );
}

const noSlugs: ReadonlyMap<string, string> = new Map();

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameResult = <T,>(a: SearchResult<T> | null, b: SearchResult<T> | null) =>
  a !== null &&
  b !== null &&
  sameItems(a.matches, b.matches) &&
  sameItems(a.closeMatches, b.closeMatches);

function StickyBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBelowNavbar(bar);
  return (
    <div ref={bar} className="catalogue-bar is-sticky">
      {children}
    </div>
  );
}

interface MatchesProps<T> {
  result: SearchResult<T>;
  texts: ListTexts;
  closeHeading: string;
  layout: ListLayout;
  renderItem: (item: T, slug: string) => ReactNode;
  /** Each item's slug, by id. */
  slugs: ReadonlyMap<string, string>;
  /** The count above the list names it: "list, 12 tests found". */
  labelledBy: string;
  /** How many cards were shown when the visitor left this list, to show as many on coming back. */
  initialLimit: number | null;
  /** Told how many cards are shown, for coming back. */
  shownCountRef: RefObject<number>;
}

/**
 * The matching cards, then the close matches under their heading, a page at a time: every one
 * stays reachable through "Show more", which starts again from the first page whenever the
 * matches change. When they change, a keystroke draws the first screens' worth of cards at once
 * and the rest of the page just after, in a render the next keystroke interrupts: a slow phone
 * shows each result within a frame or two. Memoised, so a keystroke that finds the same tests
 * redraws none.
 */
const Matches = memo(function Matches<T extends { id: string }>({
  result,
  texts,
  closeHeading,
  layout,
  renderItem,
  slugs,
  labelledBy,
  initialLimit,
  shownCountRef,
}: MatchesProps<T>) {
  // The first page on arrival comes whole: nothing was typed, and the footer must not jump.
  const [paging, setPaging] = useState(() => ({
    of: result,
    limit: Math.max(PAGE_SIZE, initialLimit ?? 0),
    complete: true,
  }));
  const current = paging.of === result;
  const limit = current ? paging.limit : PAGE_SIZE;
  const complete = current && paging.complete;
  const rendered = complete ? limit : Math.min(limit, FIRST_RENDER);
  const { matches, closeMatches } = result;
  const total = matches.length + closeMatches.length;
  const cards = useRef<HTMLDivElement>(null);
  const closeHeadingId = useId();

  useEffect(() => {
    shownCountRef.current = Math.min(limit, total);
  }, [shownCountRef, limit, total]);

  useEffect(() => {
    if (complete) return;
    startTransition(() =>
      setPaging((previous) => ({
        of: result,
        limit: previous.of === result ? previous.limit : PAGE_SIZE,
        complete: true,
      })),
    );
  }, [complete, result]);

  const showMore = () => {
    flushSync(() => setPaging({ of: result, limit: limit + PAGE_SIZE, complete: true }));
    // Keyboard and screen reader users carry on reading at the first card just added.
    const firstAdded = cards.current?.querySelectorAll(':scope > ul > li')[limit];
    if (firstAdded instanceof HTMLElement) firstAdded.focus();
  };

  const grid = (items: readonly T[], labelId: string) => (
    <ul className={`catalogue-grid catalogue-grid-${layout}`} aria-labelledby={labelId}>
      {items.map((item) => (
        <li key={item.id} className="card catalogue-card" tabIndex={-1}>
          {renderItem(item, slugs.get(item.id) ?? item.id)}
        </li>
      ))}
    </ul>
  );
  const closeShown = closeMatches.slice(0, Math.max(0, rendered - matches.length));

  return (
    <>
      <div ref={cards}>
        {matches.length > 0 && grid(matches.slice(0, rendered), labelledBy)}
        {closeShown.length > 0 && (
          <>
            <h2 id={closeHeadingId} className="catalogue-close-heading">
              {closeHeading}
            </h2>
            {grid(closeShown, closeHeadingId)}
          </>
        )}
      </div>
      {total > limit && (
        <div className="catalogue-more">
          <p className="mb-2">{texts.shown(limit, total)}</p>
          <button type="button" className="btn btn-outline-primary" onClick={showMore}>
            {texts.showMore}
          </button>
        </div>
      )}
    </>
  );
}) as <T extends { id: string }>(props: MatchesProps<T>) => ReactNode;
