import { env } from '../config/env';
import type { ItemListName } from '../shared/routes';
import { listCollections } from '../shared/catalogue-lists';
import { isLongText } from '../shared/published-catalogue';
import { findBySlug } from '../shared/slugs';
import type { CatalogueItem, CatalogueList } from '../shared/types';
import { catalogueLists, slugsOf } from './catalogue';
import { cachedLoader, type CachedLoader } from './source/cached-loader';
import { itemKey, prerenderedItem } from './source/prerendered-data';
import { mayListCatalogue } from './source/select-data-source';

/**
 * A test's or doctor's own page (./catalogue.ts holds the lists it is found in): apart from the
 * lists, so that a list page does not carry what only an item's page needs.
 */

const itemLoaders = new Map<string, CachedLoader<CatalogueItem<unknown> | null>>();

/**
 * An item from its published list, which leaves its long texts out, with those its page was
 * built with: the same item's, kept until the next deploy draws the page again. A page the
 * browser draws itself (opened from a list) reads them from the item's own document instead, one
 * read by id; the demo catalogue's list holds them already.
 */
async function withLongTexts<T extends { id: string }>(
  list: ItemListName,
  listed: T,
  built: unknown,
): Promise<T> {
  const own = (item: object) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => isLongText(key) && !(key in listed)));
  if ((built as { id?: unknown } | undefined)?.id === listed.id) {
    return { ...listed, ...own(built as object) };
  }
  const firebase = env.firebase;
  if (firebase === null || mayListCatalogue()) return listed;
  const collection = listCollections[list];
  const [{ publicDocumentReader }, { listParsers }] = await Promise.all([
    import('./source/adapters/firestore/published-reader'),
    import('../shared/parsers/list-parsers'),
  ]);
  // Without it the page still shows all its list holds.
  const document = await publicDocumentReader(firebase)(collection, listed.id).catch(() => null);
  const parsed = document === null ? null : listParsers[collection](document);
  return parsed === null ? listed : { ...listed, ...own(parsed) };
}

/**
 * The packages that include a lab test: as the build found them, handed over with its page, or
 * for a page the browser draws itself, from the build's search index, fetched once a visit.
 */
async function includingPackages(
  list: ItemListName,
  id: string,
  built: CatalogueItem<unknown> | null | undefined,
): Promise<CatalogueItem<unknown>['includedIn']> {
  if (built?.includedIn) return built.includedIn;
  if (list !== 'labTests') return [];
  return (await import('./search-index')).packagesIncludingTest(id);
}

/**
 * A test's included tests and reviewer: those its page was built with while it names the same
 * ones, otherwise found in its list and, for a reviewer, the doctors' list (one more read of a
 * published list, only for a reviewed test the browser draws itself).
 */
async function linksOf(
  list: ItemListName,
  listed: { id: string; includes?: readonly string[]; reviewedBy?: string },
  items: readonly { id: string; name: string }[],
  built: CatalogueItem<unknown> | null | undefined,
): Promise<Pick<CatalogueItem<unknown>, 'includedTests' | 'reviewer'>> {
  if (list === 'doctors') return {};
  const builtItem = built?.item as typeof listed | undefined;
  if (
    builtItem?.id === listed.id &&
    String(builtItem.includes) === String(listed.includes) &&
    builtItem.reviewedBy === listed.reviewedBy
  ) {
    const { includedTests, reviewer } = built ?? {};
    return {
      ...(includedTests === undefined ? {} : { includedTests }),
      ...(reviewer === undefined ? {} : { reviewer }),
    };
  }
  const doctors =
    listed.reviewedBy === undefined
      ? []
      : await catalogueLists.doctors().then(
          ({ items: read }) => read,
          () => [],
        );
  // Only a page the browser draws itself gets here: the code comes with it.
  return (await import('./item-links')).itemLinks(listed, items, doctors);
}

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
        const [item, includedIn, links] = await Promise.all([
          withLongTexts(list, found.item, shown?.item),
          includingPackages(list, found.item.id, shown),
          linksOf(list, found.item, items, shown),
        ]);
        const builtName = (shown?.item as { name?: string } | undefined)?.name;
        const otherNames = builtName === item.name ? shown?.otherNames : undefined;
        const read = {
          item,
          slug: found.slug,
          includedIn,
          unconfirmed,
          ...links,
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
