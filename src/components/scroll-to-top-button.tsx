import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { ArrowUpIcon } from './icons';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How far the page on screen lets the visitor scroll before offering the way back up, if at all. */
let offeredAfter: number | null = null;
/** The button's check, for a page's offer to take effect at once. */
let recheck = () => {};

/**
 * A long page offers the back-to-top button once the visitor has scrolled `offset` pixels. React
 * runs a leaving page's cleanup before the next page's effects, so the offer follows the page.
 */
export function useScrollToTop(offset = 100): void {
  useEffect(() => {
    offeredAfter = offset;
    recheck();
    return () => {
      offeredAfter = null;
      recheck();
    };
  }, [offset]);
}

/**
 * The back-to-top button, drawn by the navigation bar, which stays at the top: a button floating
 * over the page would cover a line of text or a control whatever the page, a success message or
 * the copyright line. It shows while the page's offer stands and the visitor is past it.
 */
export function ScrollToTopButton() {
  const messages = useMessages();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(offeredAfter !== null && window.scrollY > offeredAfter);
    recheck = update;
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      recheck = () => {};
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-outline-primary rounded-circle order-lg-3"
      aria-label={messages.layout.scrollToTop}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <ArrowUpIcon />
    </button>
  );
}
