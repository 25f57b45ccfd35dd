import {
  memo,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { CallButton } from '../../components/contact-buttons';
import { LoadError } from '../../components/load-error';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { SkeletonCards, type SkeletonHeight } from '../../components/skeleton-cards';
import { UpdatedNote } from '../../components/updated-note';
import type { CachedLoader } from '../../data/cached-loader';
import type { CatalogueList } from '../../data/types';
import type { Messages } from '../../i18n/messages';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { useLoader } from '../../lib/use-loader';
import { indexByName, matchByName } from './match-by-name';
import { QUERY_PARAM, useSearchQuery } from './use-search-query';
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

type ListTexts = Omit<Messages['catalogue']['labTests'], 'title' | 'description'>;

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
  /** What sits above the search box: the page's breadcrumb and heading, or a section heading. */
  header: ReactNode;
  /** Keeps the header and search box in view while the list scrolls. */
  sticky?: boolean;
  layout?: ListLayout;
  /** The height of one loaded card, so the list does not jump when it arrives. */
  skeletonHeight: SkeletonHeight;
  /** A module-level function, so cards are not rendered again on every keystroke. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A catalogue list with its search: the query in the address, the count announced to screen
 * readers, and the matches shown a page at a time. Loading, empty and failed reads each get
 * their own state.
 */
export function SearchableList<T extends { id: string; name: string }>({
  load,
  texts,
  updated,
  header,
  sticky = false,
  layout = 'tests',
  skeletonHeight,
  renderItem,
}: SearchableListProps<T>) {
  const messages = useCatalogueMessages();
  const list = useLoader(load);
  const { query, setQuery, flushQuery } = useSearchQuery();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  const items = list.status === 'ready' ? list.data.items : null;
  const index = useMemo(() => (items === null ? null : indexByName(items)), [items]);
  const found = useMemo(() => (index === null ? null : matchByName(index, query)), [index, query]);
  // A keystroke that finds the same tests ("thyro", "thyroi") keeps the same list, so the cards
  // already drawn stay as they are.
  const [matches, setMatches] = useState(found);
  if (found !== matches && !sameItems(found, matches)) setMatches(found);

  const clearSearch = () => {
    setQuery('');
    flushQuery();
    input.current?.focus();
  };

  let status = '';
  if (items !== null && items.length === 0) status = texts.empty;
  else if (matches !== null && matches.length === 0) status = texts.noMatch(query.trim());
  else if (matches !== null) status = texts.found(matches.length);

  const bar = (
    <div className="container pt-4">
      {header}
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
          name={QUERY_PARAM}
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
      {sticky ? <StickyBar>{bar}</StickyBar> : <div className="catalogue-bar">{bar}</div>}
      <div className="container pb-2">
        <p
          id={statusId}
          role="status"
          className={matches?.length === 0 ? 'catalogue-status is-empty' : 'catalogue-status'}
        >
          {status}
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
        {items !== null && items.length > 0 && matches?.length === 0 && (
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
        {matches !== null && matches.length > 0 && (
          <Matches
            matches={matches}
            texts={texts}
            layout={layout}
            renderItem={renderItem}
            labelledBy={statusId}
          />
        )}
        {list.status === 'ready' && (
          <UpdatedNote updatedAt={list.data.updatedAt} counts={updated} />
        )}
      </div>
      <ScrollToTopButton />
    </>
  );
}

const sameItems = <T,>(a: readonly T[] | null, b: readonly T[] | null) =>
  a !== null && b !== null && a.length === b.length && a.every((item, index) => item === b[index]);

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
  matches: readonly T[];
  texts: ListTexts;
  layout: ListLayout;
  renderItem: (item: T) => ReactNode;
  /** The count above the list names it: "list, 12 tests found". */
  labelledBy: string;
}

/**
 * The matching cards, a page at a time: every match stays reachable through "Show more", which
 * starts again from the first page whenever the matches change. When they change, a keystroke
 * draws the first screens' worth of cards at once and the rest of the page just after, in a
 * render the next keystroke interrupts: a slow phone shows each result within a frame or two.
 * Memoised, so a keystroke that finds the same tests redraws none.
 */
const Matches = memo(function Matches<T extends { id: string }>({
  matches,
  texts,
  layout,
  renderItem,
  labelledBy,
}: MatchesProps<T>) {
  // The first page on arrival comes whole: nothing was typed, and the footer must not jump.
  const [paging, setPaging] = useState({ of: matches, limit: PAGE_SIZE, complete: true });
  const current = paging.of === matches;
  const limit = current ? paging.limit : PAGE_SIZE;
  const complete = current && paging.complete;
  const rendered = complete ? limit : Math.min(limit, FIRST_RENDER);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (complete) return;
    startTransition(() =>
      setPaging((previous) => ({
        of: matches,
        limit: previous.of === matches ? previous.limit : PAGE_SIZE,
        complete: true,
      })),
    );
  }, [complete, matches]);

  const showMore = () => {
    flushSync(() => setPaging({ of: matches, limit: limit + PAGE_SIZE, complete: true }));
    // Keyboard and screen reader users carry on reading at the first card just added.
    const firstAdded = grid.current?.children[limit];
    if (firstAdded instanceof HTMLElement) firstAdded.focus();
  };

  return (
    <>
      <ul
        ref={grid}
        className={`catalogue-grid catalogue-grid-${layout}`}
        aria-labelledby={labelledBy}
      >
        {matches.slice(0, rendered).map((item) => (
          <li key={item.id} className="card catalogue-card" tabIndex={-1}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {matches.length > limit && (
        <div className="catalogue-more">
          <p className="mb-2">{texts.shown(limit, matches.length)}</p>
          <button type="button" className="btn btn-outline-primary" onClick={showMore}>
            {texts.showMore}
          </button>
        </div>
      )}
    </>
  );
}) as <T extends { id: string }>(props: MatchesProps<T>) => ReactNode;
