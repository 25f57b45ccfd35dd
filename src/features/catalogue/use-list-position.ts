import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { subscribeToAddressLanguage } from '../../i18n/language-address';

/** Where a list was left: how many cards "Show more" had shown, and how far down the page was. */
interface ListPosition {
  shown: number;
  scrollY: number;
}

const STORAGE_KEY = 'catalogue-list-positions';
/** Enough history entries for any Back a visitor makes; older ones are forgotten. */
const REMEMBERED = 20;

/**
 * Whether a list has been on screen in this document. Until then, the history entry with the key
 * "default" is the one the visitor opened the site on, not one they came back to.
 */
let listShownInThisDocument = false;

function readPositions(): Record<string, ListPosition> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null
      ? (stored as Record<string, ListPosition>)
      : {};
  } catch {
    return {};
  }
}

function rememberPosition(entry: string, position: ListPosition): void {
  const positions = Object.entries(readPositions()).filter(([key]) => key !== entry);
  positions.push([entry, position]);
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(positions.slice(-REMEMBERED))),
    );
  } catch {
    // Storage full or switched off: Back then shows the first page, as it always did.
  }
}

/** Whether this document was opened afresh (a link or a typed address), not reloaded or revisited. */
function openedAfresh(): boolean {
  // Not `instanceof PerformanceNavigationTiming`: older browsers (and jsdom) lack the class.
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && 'type' in navigation && navigation.type === 'navigate';
}

/** How long the page may keep growing (the browser's own restoration, late styles) after the list. */
const SETTLE_FRAMES = 60;
const visitorInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `top` now and, while the page below the list is still settling, again on the next
 * frames until it is there, unless the visitor scrolls first. Returns how to stop.
 */
function scrollBackTo(top: number): () => void {
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of visitorInput) window.removeEventListener(type, stop);
  };
  const scroll = () => {
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, left: 0, behavior: 'instant' });
    frames += 1;
    if (frames < SETTLE_FRAMES) frame = requestAnimationFrame(scroll);
    else stop();
  };
  for (const type of visitorInput) window.addEventListener(type, stop, { passive: true });
  scroll();
  return stop;
}

/**
 * Brings a list back as the visitor left it when they return with Back (or Forward, or a
 * reload): as many cards as "Show more" had shown, and the same scroll position. The browser's
 * own scroll restoration cannot do it: it runs before the list has drawn its extra cards, on a
 * page too short to scroll that far. Each history entry has its own record in sessionStorage.
 */
export function useListPosition(listReady: boolean): {
  /** The number of cards to show at first, when coming back to a list. */
  restoredShown: number | null;
  /** Kept up to date by the list with the number of cards it shows. */
  shownCountRef: RefObject<number>;
} {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = `${location.key} ${location.pathname}`;
  const [restored] = useState(() => {
    const openedHere = location.key === 'default' && !listShownInThisDocument && openedAfresh();
    return navigationType === 'POP' && !openedHere ? (readPositions()[entry] ?? null) : null;
  });
  const shownCountRef = useRef(0);
  const scrollY = useRef(0);

  useEffect(() => {
    listShownInThisDocument = true;
    // Read on scroll, not when leaving: by then the next page may already have replaced this one.
    const track = () => {
      scrollY.current = window.scrollY;
    };
    track();
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  // A layout effect's cleanup runs as the page is left, before the next one is drawn. The
  // language switch draws the same entry again at its other address, whose first render reads the
  // position before that cleanup: its move is told first, and the position kept then.
  useLayoutEffect(() => {
    const remember = () =>
      rememberPosition(entry, { shown: shownCountRef.current, scrollY: scrollY.current });
    const stopListening = subscribeToAddressLanguage(remember);
    return () => {
      stopListening();
      remember();
    };
  }, [entry]);

  const scrollRestored = useRef(false);
  useLayoutEffect(() => {
    if (!listReady || restored === null || scrollRestored.current) return;
    scrollRestored.current = true;
    return scrollBackTo(restored.scrollY);
  }, [listReady, restored]);

  return { restoredShown: restored?.shown ?? null, shownCountRef };
}
