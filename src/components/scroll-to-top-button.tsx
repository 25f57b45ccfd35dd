import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../i18n/messages';
import { ArrowUpIcon } from './icons';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the button goes: a place in the sticky navigation bar (src/app/layout/header.tsx). */
export const SCROLL_TO_TOP_SLOT = 'scroll-to-top-slot';

/**
 * A button that appears once the visitor has scrolled `offset` pixels, and takes them back up.
 * It sits in the navigation bar, which stays at the top: a button floating over the page would
 * cover a line of text or a control whatever the page, a success message or the copyright line.
 */
export function ScrollToTopButton({ offset = 100 }: { offset?: number }) {
  const messages = useMessages();
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const update = () =>
      setSlot(window.scrollY > offset ? document.getElementById(SCROLL_TO_TOP_SLOT) : null);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  if (slot === null) return null;
  return createPortal(
    <button
      type="button"
      className="scroll-to-top btn btn-outline-primary rounded-circle"
      aria-label={messages.layout.scrollToTop}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <ArrowUpIcon />
    </button>,
    slot,
  );
}
