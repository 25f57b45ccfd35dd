import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SEARCH_QUERY_PARAM } from '../../shared/routes';

/**
 * How long typing must pause before the address follows. Writing it re-renders the whole layout,
 * which on a slow phone would double the cost of every keystroke.
 */
export const ADDRESS_DELAY_MS = 400;

/** Marks the history entries the search box itself wrote, to tell them from Back and links. */
const fromSearchBox = { searchBox: true } as const;

const isFromSearchBox = (state: unknown) =>
  typeof state === 'object' && state !== null && 'searchBox' in state;

/**
 * The search query, kept in the address (`?q=`) so a search can be shared and survives a reload
 * and the Back button. The box shows what is typed at once; the address follows once typing
 * pauses (or the box loses focus, as when a link is clicked), replacing the current history entry
 * instead of adding one per keystroke. Only a change the box did not make itself (Back, Forward,
 * a link) overrides what it shows.
 */
export function useSearchQuery(): {
  query: string;
  setQuery: (query: string) => void;
  /** Writes a query still waiting for a pause in typing to the address now. */
  flushQuery: () => void;
} {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressQuery = searchParams.get(SEARCH_QUERY_PARAM) ?? '';
  const [query, setLocalQuery] = useState(addressQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  const pending = useRef<{ query: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const ownEcho = navigationType === 'REPLACE' && isFromSearchBox(location.state);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!ownEcho) setLocalQuery(addressQuery);
  }

  const writeAddress = useCallback(
    (next: string) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === '') updated.delete(SEARCH_QUERY_PARAM);
          else updated.set(SEARCH_QUERY_PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true, state: fromSearchBox },
      );
    },
    [setSearchParams],
  );

  const flushQuery = useCallback(() => {
    if (pending.current === null) return;
    const { query: typed, timer } = pending.current;
    clearTimeout(timer);
    pending.current = null;
    writeAddress(typed);
  }, [writeAddress]);

  const setQuery = useCallback(
    (next: string) => {
      setLocalQuery(next);
      if (pending.current !== null) clearTimeout(pending.current.timer);
      pending.current = { query: next, timer: setTimeout(flushQuery, ADDRESS_DELAY_MS) };
    },
    [flushQuery],
  );

  const cancelPending = useCallback(() => {
    if (pending.current !== null) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  // After Back, Forward or a link, that address decides the query: typing from before it must not
  // overwrite it. And a page left before typing paused never writes to the next page's address.
  useEffect(() => {
    if (!ownEcho) cancelPending();
  }, [location.key, ownEcho, cancelPending]);
  useEffect(() => cancelPending, [cancelPending]);

  return { query, setQuery, flushQuery };
}
