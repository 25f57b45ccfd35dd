import { useCallback, useEffect, useState } from 'react';
import type { CachedLoader } from '../data/source/cached-loader';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs a data module's load when the component appears and on `retry`. A result this visit has
 * already read is shown at once, without a loading flash. `load` must be stable (a module-level
 * loader, or wrapped in useCallback).
 */
export function useLoader<T>(load: (() => Promise<T>) | CachedLoader<T>): LoadState<T> & {
  retry: () => void;
} {
  const initial = (): LoadState<T> => {
    const cached = 'peek' in load ? load.peek() : undefined;
    return cached === undefined ? { status: 'loading' } : { status: 'ready', data: cached };
  };
  const [state, setState] = useState<LoadState<T>>(initial);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      // The data already shown (a pre-rendered list that has not changed) draws nothing again.
      (data) =>
        current &&
        setState((shown) =>
          shown.status === 'ready' && shown.data === data ? shown : { status: 'ready', data },
        ),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
