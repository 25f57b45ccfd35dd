import { lazy, type ComponentType } from 'react';
import { pageTextReady } from '../i18n/language';

type Listener = () => void;
let pendingLoads = 0;
const listeners = new Set<Listener>();

const setPending = (change: number) => {
  pendingLoads += change;
  listeners.forEach((listener) => listener());
};

/** How many page chunks are downloading now, for the layout's progress bar. */
export const pageLoads = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  pending: () => pendingLoads > 0,
};

export type LazyPage<Props extends object> = ComponentType<Props> & {
  /**
   * Loads the page's chunk ahead of its first render, which then draws it at once instead of
   * suspending: the client's first render over a pre-rendered page shows no loading state.
   */
  preload: () => Promise<void>;
};

/**
 * A page component loaded on first use. While its chunk downloads the old page stays on screen
 * (the router navigates in a transition), so the layout shows a progress bar from `pageLoads`.
 * In Bengali the page is ready once its text's Bengali has arrived too.
 */
export function lazyPage<Props extends object>(
  loadComponent: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  const load = async () => {
    const component = await loadComponent();
    await pageTextReady();
    return component;
  };
  let loaded: ComponentType<Props> | undefined;
  const page = lazy(() => {
    // A thenable that calls back at once: React.lazy then renders the page without suspending.
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return (async () => {
      setPending(1);
      try {
        return { default: (loaded = await load()) };
      } finally {
        setPending(-1);
      }
    })();
  });
  const preload = async () => {
    loaded ??= await load();
  };
  return Object.assign(page, { preload });
}
