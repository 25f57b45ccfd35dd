import {
  memo,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { Listed } from '../../data/list-view';
import { itemPath, type ItemListName } from '../../shared/routes';
import type { ListLayout, ListTexts } from './searchable-list';
import type { SearchResult } from './use-list-search';

/**
 * How many cards a list shows at first and adds per "Show more": enough to fill a few screens,
 * few enough that 2,500 tests stay well inside the DOM and keystroke budgets, and that a Bengali
 * list's HTML, with its styles, arrives in the first round trip (about 14 KiB compressed): a
 * first page of 30 was 0.8 KiB over it on /bn/Radiology, whose first paint waited one more.
 */
export const PAGE_SIZE = 24;

/**
 * After a keystroke, the cards drawn before the rest of the page: more than a screenful (two
 * rows of three on a wide screen, three screens of a phone).
 */
const FIRST_RENDER = 6;

/** What a list's card is given: its item and the address of the item's own page. */
export interface CardProps<T> {
  item: T;
  href: string;
}

interface MatchesProps<T> {
  result: SearchResult<Listed<T>>;
  texts: ListTexts;
  closeHeading: string;
  layout: ListLayout;
  /** Which list the items are of: their pages' addresses are under its path. */
  list: ItemListName;
  /** An item's card: memoised, so a keystroke that keeps an item redraws none of it. */
  Card: ComponentType<CardProps<T>>;
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
export const Matches = memo(function Matches<T extends { id: string }>({
  result,
  texts,
  closeHeading,
  layout,
  list,
  Card,
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

  const grid = (items: readonly Listed<T>[], labelId: string) => (
    <ul className={`catalogue-grid catalogue-grid-${layout}`} aria-labelledby={labelId}>
      {items.map((item) => (
        <li key={item.id} className="card catalogue-card" tabIndex={-1}>
          <Card item={item} href={itemPath(list, item.slug)} />
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
