import { lazy, type ComponentType } from 'react';

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

/**
 * A page component loaded on first use. While its chunk downloads the old page stays on screen
 * (the router navigates in a transition), so the layout shows a progress bar from `pageLoads`.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    setPending(1);
    try {
      return { default: await load() };
    } finally {
      setPending(-1);
    }
  });
}
