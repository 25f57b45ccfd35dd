/**
 * Lower-cased, with accents dropped, so "mullerian" finds "Anti-Müllerian Hormone" and "CBC"
 * finds "Complete Blood Count (CBC)".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface NameIndex<T> {
  entries: { item: T; key: string }[];
  all: readonly T[];
}

/** Folds every name once, when the list arrives, so a keystroke only compares strings. */
export function indexByName<T extends { name: string }>(items: readonly T[]): NameIndex<T> {
  return { all: items, entries: items.map((item) => ({ item, key: foldForSearch(item.name) })) };
}

/** The spec's search: a case-insensitive substring of the name; an empty query matches all. */
export function matchByName<T>(index: NameIndex<T>, query: string): readonly T[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return index.all;
  return index.entries.filter(({ key }) => key.includes(needle)).map(({ item }) => item);
}
