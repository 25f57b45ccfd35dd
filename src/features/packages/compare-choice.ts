import { useSyncExternalStore } from 'react';
import { paths } from '../../shared/routes';

/** The most packages compared side by side: three columns still read on a phone, scrolled. */
export const MOST_COMPARED = 3;

/** The comparison's address parameter: `?p=<id>,<id>`. */
export const COMPARE_PARAM = 'p';

/** The comparison page of the packages with these ids. */
export const comparePath = (ids: readonly string[]) =>
  `${paths.healthPackageCompare}?${COMPARE_PARAM}=${ids.map(encodeURIComponent).join(',')}`;

/**
 * The ids a comparison's address names, in order, each once. Ids are Firestore document ids,
 * which hold no comma.
 */
export const comparedIds = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

/**
 * The packages a visitor has ticked to compare, kept for the visit while they move between the
 * list's tabs and the comparison, in the order they were ticked.
 */
let chosen: readonly string[] = [];
const listeners = new Set<() => void>();

function setChosen(next: readonly string[]) {
  chosen = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChosenPackages = (): readonly string[] =>
  useSyncExternalStore(
    subscribe,
    () => chosen,
    () => chosen,
  );

/** Ticks or unticks a package; a fourth is not taken. */
export function toggleChosen(id: string) {
  if (chosen.includes(id)) setChosen(chosen.filter((other) => other !== id));
  else if (chosen.length < MOST_COMPARED) setChosen([...chosen, id]);
}

export const clearChosen = () => setChosen([]);
