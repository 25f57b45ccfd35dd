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

export function cachedLoader<T>(load: () => Promise<T>): CachedLoader<T> {
  let pending: Promise<T> | undefined;
  let result: { value: T } | undefined;
  const loader = () => {
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
  return Object.assign(loader, { peek: () => result?.value });
}
