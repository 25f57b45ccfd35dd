import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { ArrowUpIcon } from './icons';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A button that appears once the visitor has scrolled `offset` pixels, and takes them back up. */
export function ScrollToTopButton({ offset = 100 }: { offset?: number }) {
  const messages = useMessages();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-primary rounded-circle shadow"
      aria-label={messages.layout.scrollToTop}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <ArrowUpIcon />
    </button>
  );
}
