import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure (a menu shown by a button) when the visitor clicks or moves focus
 * outside it, or presses Escape. `close` is told which, so Escape can return focus to the button.
 */
export function useCloseOnOutside(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  close: (reason: 'outside' | 'escape') => void,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) {
        closeRef.current('outside');
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current('escape');
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, open]);
}
