import { env } from '../config/env';
import type { ItemListName } from '../shared/routes';
import { findBySlug } from '../shared/slugs';
import type { CatalogueItem, CatalogueList } from '../shared/types';
import { catalogueLists, slugsOf } from './catalogue';
import { cachedLoader, type CachedLoader } from './source/cached-loader';
import { itemKey, prerenderedItem } from './source/prerendered-data';

/**
 * A test's or doctor's own page (./catalogue.ts holds the lists it is found in): apart from the
 * lists, so that a list page does not carry what only an item's page needs.
 */

const itemLoaders = new Map<string, CachedLoader<CatalogueItem<unknown> | null>>();

/**
 * A test's or doctor's own page, read once per visit: the page it was pre-rendered with, which
 * with Firebase is then checked against its list, read once after the page has loaded (the
 * published list, one document, as the list page reads it, and whether it is confirmed), and
 * drawn again only if it changed.
 * An item added since the deploy has no page of its own yet: it is found in its list. Null when
 * the list has no such item.
 */
export function itemLoader<T extends { id: string; name: string }>(
  list: ItemListName,
  slug: string,
): CachedLoader<CatalogueItem<T> | null> {
  const key = itemKey(list, slug);
  let loader = itemLoaders.get(key);
  if (!loader) {
    loader = cachedLoader<CatalogueItem<unknown> | null>(
      async (shown) => {
        const { items, unconfirmed } = await (
          catalogueLists[list] as unknown as CachedLoader<CatalogueList<T>>
        )();
        const found = findBySlug(items, slugsOf(items), slug);
        if (found === null) return null;
        const { withLongTexts, includingPackages, linksOf, concernsOf } =
          await import('./catalogue-item-reads');
        const [item, includedIn, links, concerns] = await Promise.all([
          withLongTexts(list, found.item, shown?.item),
          includingPackages(list, found.item.id, shown),
          linksOf(list, found.item, items, shown),
          concernsOf(list, found.slug, shown),
        ]);
        const builtName = (shown?.item as { name?: string } | undefined)?.name;
        const otherNames = builtName === item.name ? shown?.otherNames : undefined;
        const read = {
          item,
          slug: found.slug,
          includedIn,
          unconfirmed,
          ...links,
          ...concerns,
          ...(otherNames === undefined ? {} : { otherNames }),
        };
        return shown && JSON.stringify(shown) === JSON.stringify(read) ? shown : read;
      },
      () => prerenderedItem(key),
      { refresh: env.firebase !== null },
    );
    itemLoaders.set(key, loader);
  }
  return loader as CachedLoader<CatalogueItem<T> | null>;
}
