import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// Older browsers and test DOMs lack matchMedia; they get the moving version.
const mediaQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;

/** True while the visitor asks their device for less motion: no auto-rotation, no ticker. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
