/**
 * The order a list shows its items in each language. English: by name, numbers in order ("T3"
 * before "T10"). Bengali: the items with a Bengali name first, by it, in Bengali collation
 * order; then the rest, by their English name. ICU sorts Latin script before Bengali and ignores
 * the keys that would reorder scripts (`-u-kr-beng-latn`), so the two groups are put one after
 * the other here, and a Bengali name that begins in Latin letters ("HbA1c …") goes after those
 * that begin in Bengali ones.
 */

export type OrderLanguage = 'en' | 'bn';

interface Named {
  name: string;
  name_bn?: string;
}

const english = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const bengali = new Intl.Collator('bn', { numeric: true, sensitivity: 'base' });
const beginsInBengali = /^[\u0980-\u09ff]/;

export const compareEnglishNames = (a: Named, b: Named) => english.compare(a.name, b.name);

const bengaliNameOf = (item: Named) => item.name_bn?.trim() ?? '';

function compareBengaliNames(a: Named, b: Named): number {
  const first = bengaliNameOf(a);
  const second = bengaliNameOf(b);
  return (
    Number(!beginsInBengali.test(first)) - Number(!beginsInBengali.test(second)) ||
    bengali.compare(first, second) ||
    compareEnglishNames(a, b)
  );
}

/** The items in `language`'s order, as a new array; the items themselves are not changed. */
export function orderForLanguage<T extends Named>(
  items: readonly T[],
  language: OrderLanguage,
): T[] {
  if (language === 'en') return [...items].sort(compareEnglishNames);
  const named = items.filter((item) => bengaliNameOf(item) !== '').sort(compareBengaliNames);
  const rest = items.filter((item) => bengaliNameOf(item) === '').sort(compareEnglishNames);
  return [...named, ...rest];
}
