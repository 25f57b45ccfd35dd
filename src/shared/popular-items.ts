import {
  itemListNames,
  listNames,
  listRegistry,
  type ItemListName,
  type ListName,
} from './catalogue-lists';
import { POPULAR_LIMIT, type PopularItem } from './parsers/settings/popular';
import { itemPath, packagePath } from './routes';
import { itemSlugs } from './slugs';
import type { PackageKind } from './types';

/**
 * Which catalogue items the home page offers at once: those staff gave the best `rank` (1 is the
 * most asked for, the same number that orders a search's equal matches), with a price. Worked
 * out where the catalogue is published (src/shared/admin/popular-items.ts) and, for the embedded
 * demo, from its own catalogue; the home page reads the result in the published settings.
 */

/** The lists with prices: every list but the doctors'. */
export type PopularListName = Exclude<ListName, 'doctors'>;
export const popularListNames = listNames.filter(
  (list): list is PopularListName => listRegistry[list].card !== 'doctor',
);

/** What choosing needs of an item, as its list's parser gives it. */
export interface RankedItem {
  id: string;
  name: string;
  name_bn?: string;
  rank?: number;
  price: number | null;
  mrp: number | null;
}

const isItemList = (list: ListName): list is ItemListName =>
  (itemListNames as readonly string[]).includes(list);

/**
 * The items with the lowest rank across the lists, at most POPULAR_LIMIT, each with its page's
 * address: at equal rank, the list first in the registry (Find a Test's before Radiology's), then
 * by name. An item with no rank, or no price above zero, is never chosen. Each list is given
 * whole, as the site reads it, so that an item's address has the slug its page answers to.
 */
export function choosePopular(
  lists: Partial<Record<PopularListName, readonly RankedItem[]>>,
): PopularItem[] {
  const candidates: { item: RankedItem; rank: number; order: number; path: () => string }[] = [];
  popularListNames.forEach((list, order) => {
    const items = lists[list] ?? [];
    let slugs: Map<string, string> | undefined;
    const pathOf = (item: RankedItem) => {
      if (!isItemList(list)) {
        const kind = (listRegistry[list] as { packageKind: PackageKind }).packageKind;
        return packagePath(kind, item.id);
      }
      slugs ??= itemSlugs(items);
      return itemPath(list, slugs.get(item.id) ?? item.id);
    };
    for (const item of items) {
      const { rank, price } = item;
      if (rank === undefined || !(rank > 0) || price === null || !(price > 0)) continue;
      candidates.push({ item, rank, order, path: () => pathOf(item) });
    }
  });
  candidates.sort(
    (a, b) => a.rank - b.rank || a.order - b.order || a.item.name.localeCompare(b.item.name, 'en'),
  );
  return candidates.slice(0, POPULAR_LIMIT).map(({ item, path }) => {
    const price = item.price as number;
    return {
      name: item.name,
      ...(item.name_bn !== undefined && item.name_bn !== '' && { name_bn: item.name_bn }),
      price,
      ...(item.mrp !== null && item.mrp > price && { mrp: item.mrp }),
      path: path(),
    };
  });
}
