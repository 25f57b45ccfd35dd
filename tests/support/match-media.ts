import { vi } from 'vitest';

interface MediaOptions {
  /** The window width that min-width and max-width queries are answered for. */
  width?: number;
  reducedMotion?: boolean;
}

/** jsdom has no matchMedia: this answers width and reduced-motion queries as a browser would. */
export function stubMatchMedia({ width = 1280, reducedMotion = false }: MediaOptions = {}): void {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
