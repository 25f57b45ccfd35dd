import { useCallback, useEffect, useState } from 'react';

/**
 * A load that runs once per visit and is then shared: the second visit to a page, and every
 * component that asks, gets the same result without another read. A failed load is forgotten,
 * so Retry reads again.
 */
export interface CachedLoader<T> {
  (): Promise<T>;
  /** The result if it has already arrived, so a page shown again can render it at once. */
  peek(): T | undefined;
}

const resets = new Set<() => void>();

/**
 * Forgets every result and read in flight: the build draws one page after another in one process,
 * and each must start as a visitor's first render does, from the data its page carries alone.
 */
export function forgetLoadedData(): void {
  for (const reset of resets) reset();
}

/**
 * `initial`, when given, offers a result this visit already has (the data a pre-rendered page was
 * drawn with); it is asked on first use. With `refresh`, that result is shown at once and still
 * read once more: `load` is given it, to answer with it unchanged when nothing changed, and a
 * failed read leaves it in place, since the page already shows it.
 */
export function cachedLoader<T>(
  load: (shown?: T) => Promise<T>,
  initial?: () => { value: T } | undefined,
  { refresh = false }: { refresh?: boolean } = {},
): CachedLoader<T> {
  let pending: Promise<T> | undefined;
  let result: { value: T } | undefined;
  let seeded = initial === undefined;
  const seed = () => {
    if (seeded) return;
    seeded = true;
    result = initial?.();
  };
  const loader = () => {
    seed();
    if (pending) return pending;
    const shown = result;
    if (shown && !refresh) return (pending = Promise.resolve(shown.value));
    pending = load(shown?.value).then(
      (value) => (result = { value }).value,
      (error: unknown) => {
        // The page already shows a result: it stays. Without one, Retry reads again.
        if (shown) return shown.value;
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  resets.add(() => {
    pending = undefined;
    result = undefined;
    seeded = initial === undefined;
  });
  return Object.assign(loader, {
    peek: () => {
      seed();
      return result?.value;
    },
  });
}

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
