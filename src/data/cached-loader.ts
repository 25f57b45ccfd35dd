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

/**
 * `initial`, when given, offers a result this visit already has (the data a pre-rendered page was
 * drawn with); it is asked on first use.
 */
export function cachedLoader<T>(
  load: () => Promise<T>,
  initial?: () => { value: T } | undefined,
): CachedLoader<T> {
  let pending: Promise<T> | undefined;
  let result: { value: T } | undefined;
  let seeded = initial === undefined;
  const seed = () => {
    if (seeded) return;
    seeded = true;
    result = initial?.();
    if (result) pending = Promise.resolve(result.value);
  };
  const loader = () => {
    seed();
    pending ??= load().then(
      (value) => {
        result = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, {
    peek: () => {
      seed();
      return result?.value;
    },
  });
}
