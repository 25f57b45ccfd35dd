/**
 * Lower-cased, with accents dropped, so "mullerian" finds "Anti-Müllerian Hormone" and "CBC"
 * finds "Complete Blood Count (CBC)". Only the Latin accents go: Bengali vowel signs are marks
 * too, and "থাইরয়েড" must not match every word with the same consonants.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface NameIndex<T> {
  entries: { item: T; key: string }[];
  all: readonly T[];
}

/**
 * Folds every name once, when the list arrives, so a keystroke only compares strings. An item's
 * Bengali name (`name_bn`) is searched too, whatever language the page is in; a line break
 * between the two keeps a query from matching across them.
 */
export function indexByName<T extends { name: string; name_bn?: string }>(
  items: readonly T[],
): NameIndex<T> {
  return {
    all: items,
    entries: items.map((item) => ({
      item,
      key: foldForSearch(item.name_bn === undefined ? item.name : `${item.name}\n${item.name_bn}`),
    })),
  };
}

/** The spec's search: a case-insensitive substring of a name; an empty query matches all. */
export function matchByName<T>(index: NameIndex<T>, query: string): readonly T[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return index.all;
  return index.entries.filter(({ key }) => key.includes(needle)).map(({ item }) => item);
}
