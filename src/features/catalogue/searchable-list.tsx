import { useId, useRef, type ComponentType, type ReactNode } from 'react';
import { CallButton } from '../../components/contact-buttons';
import { LoadError } from '../../components/load-error';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { SkeletonCards, type SkeletonHeight } from '../../components/skeleton-cards';
import { UpdatedNote } from '../../components/updated-note';
import { useCatalogueList, type Listed } from '../../data/list-view';
import type { ItemListName, ListItem } from '../../shared/catalogue-lists';
import { useLanguage } from '../../i18n/language';
import type { Messages } from '../../i18n/messages';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { Matches, type CardProps } from './list-matches';
import { OtherListsMatches, useOtherListsMatches } from './other-lists';
import { SearchBar } from './search-bar';
import { useListPosition } from './use-list-position';
import { useListSearch } from './use-list-search';
import { useSearchQuery } from './use-search-query';
import './catalogue.scss';

export type ListTexts = Omit<Messages['catalogue']['labTests'], 'title' | 'description'>;

export type ListLayout = 'tests' | 'doctors';

const skeletonColumns: Record<ListLayout, string> = {
  tests: 'col-12 col-md-6 col-lg-4',
  doctors: 'col-12 col-lg-6',
};

interface SearchableListProps<List extends ItemListName> {
  /** Which list: the data module reads it; the other lists' matches leave it out. */
  list: List;
  texts: ListTexts;
  /** What the list's date speaks of: its prices, or (a list without prices) the list. */
  updated: 'prices' | 'list';
  /** What sits above the search bar: the page's breadcrumb and heading, or a section heading. */
  header: ReactNode;
  layout?: ListLayout;
  /** The height of one loaded card, so the list does not jump when it arrives. */
  skeletonHeight: SkeletonHeight;
  /** An item's card: memoised, so a keystroke that keeps an item redraws none of it. */
  Card: ComponentType<CardProps<ListItem<List>>>;
  /**
   * Texts besides the name that close matches search (a doctor's speciality and degree): a
   * module-level function, so the list is indexed once.
   */
  alsoSearched?: (item: Listed<ListItem<List>>) => readonly string[];
}

/**
 * A catalogue list with its search: the query in the address, the count announced to screen
 * readers, and the matches shown a page at a time, then the close matches under their own
 * heading, then what the centre's other lists have. Loading, empty and failed reads each get their
 * own state. The search box stays in view below the navbar while the list scrolls, on every list
 * page alike (the old site kept Cardiology's and Neurology's header fixed); the breadcrumb and
 * heading scroll away, so a phone keeps most of its screen for the list.
 */
export function SearchableList<List extends ItemListName>({
  list: own,
  texts,
  updated,
  header,
  layout = 'tests',
  skeletonHeight,
  Card,
  alsoSearched,
}: SearchableListProps<List>) {
  const messages = useCatalogueMessages();
  useScrollToTop();
  const { language } = useLanguage();
  const list = useCatalogueList(own, language);
  const { query, setQuery, flushQuery } = useSearchQuery();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();
  const countId = useId();
  const { restoredShown, shownCountRef } = useListPosition(list.status === 'ready');

  // In the reader's order: on a Bengali page, the tests with a Bengali name first, by it.
  const view = list.status === 'ready' ? list.data : null;
  const items = view?.items ?? null;
  const result = useListSearch(view, query, alsoSearched);
  const others = useOtherListsMatches(query, own);
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
  } else if (matches !== null && matches.length === 0 && others !== null) {
    // Said only once the other lists have answered: they may have it.
    status = texts.noMatch(query.trim());
  } else if (matches !== null) status = texts.found(matches.length);
  const nothingFound = matches?.length === 0 && closeMatches.length === 0;
  // Nothing here, and the other lists have been asked and have nothing either.
  const nothingAnywhere = nothingFound && others !== null && others.length === 0;
  // Nothing here as typed but found elsewhere: "no match" is never said above a match, and the
  // other lists' matches as typed come before this list's close ones, unless those are found by
  // what this list also searches (a doctor by speciality), which answer the search.
  const othersFirst =
    matches?.length === 0 &&
    others !== null &&
    others.length > 0 &&
    (closeMatches.length === 0 ||
      (alsoSearched === undefined && others.some(({ exact }) => exact > 0)));
  if (othersFirst) status = texts.foundElsewhere(query.trim());
  const othersFound = others !== null && <OtherListsMatches found={others} query={query.trim()} />;

  return (
    <>
      {/* The heading scrolls away; the search stays in view below the navbar, and on a phone
          the two bars take at most a fifth of the screen. */}
      <div className="container pt-4">{header}</div>
      <SearchBar
        input={input}
        inputId={inputId}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        query={query}
        setQuery={setQuery}
        flushQuery={flushQuery}
        describedBy={statusId}
      />
      <div className="container pb-2">
        <p
          id={statusId}
          role="status"
          className={nothingAnywhere ? 'catalogue-status is-empty' : 'catalogue-status'}
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
        {others !== null && <OtherListsMatches found={others} query="" concerns />}
        {othersFirst && othersFound}
        {result !== null && !nothingFound && (
          <Matches
            result={result}
            texts={texts}
            closeHeading={messages.catalogue.closeMatchesHeading}
            layout={layout}
            list={own}
            Card={Card}
            labelledBy={countId}
            initialLimit={restoredShown}
            shownCountRef={shownCountRef}
          />
        )}
        {!othersFirst && othersFound}
        {view !== null && <UpdatedNote list={view.read} counts={updated} />}
      </div>
    </>
  );
}
