import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the page has loaded and the browser is idle, so work that is not needed
 * for the first view never competes with the page's own first paint for a slow connection.
 * Returns a function that cancels the call if it has not happened yet.
 */
export function whenLoadedAndIdle(callback: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 2000 })
        : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * False until the page has loaded and the browser is idle. Extras that are not needed for the first
 * view (a slider's code, a carousel's next pictures) wait for it.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
