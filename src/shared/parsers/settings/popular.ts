import type { ParsedSection } from '../site-settings';

/**
 * A test or package the home page offers at once, as the published settings carry it: worked out
 * by the functions from the `rank` staff give catalogue items (src/shared/popular-items.ts), never
 * typed by staff. Its price is the list's, so the home page shows what the item's own page shows.
 */
export interface PopularItem {
  name: string;
  name_bn?: string;
  /** Whole rupees, above zero. */
  price: number;
  /** The MRP, only when above the price. */
  mrp?: number;
  /** The item's own page, in English (`/labtest/cbc`); links add the reader's language. */
  path: string;
}

/** The most items the home page shows: two rows of three on a wide screen. */
export const POPULAR_LIMIT = 6;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** An address of this site: one slash, then a letter (never `//elsewhere` or `javascript:`). */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z]/.test(value) && value.length <= 300;

/** One published entry, or null when it is not what the functions write. */
function popularItem(entry: unknown): PopularItem | null {
  if (!isObject(entry)) return null;
  const { name, name_bn: bengali, price, mrp, path } = entry;
  if (typeof name !== 'string' || name.trim() === '' || !isAmount(price) || !isSitePath(path)) {
    return null;
  }
  return {
    name,
    ...(typeof bengali === 'string' && bengali.trim() !== '' && { name_bn: bengali }),
    price,
    ...(isAmount(mrp) && mrp > price && { mrp }),
    path,
  };
}

/** The published list, each entry checked at the boundary; what is not an item is dropped. */
export function parsePopular(given: unknown): ParsedSection<readonly PopularItem[]> {
  const entries = Array.isArray(given) ? given : [];
  const items = entries
    .map(popularItem)
    .filter((item) => item !== null)
    .slice(0, POPULAR_LIMIT);
  const dropped = entries.length - items.length;
  return {
    value: items,
    problems: dropped > 0 ? [`${dropped} entr${dropped === 1 ? 'y' : 'ies'} left out.`] : [],
  };
}
