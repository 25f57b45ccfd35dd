import { env } from '../config/env';
import type { ItemListName } from '../shared/routes';
import { whenLoadedAndIdle } from '../lib/use-after-load';
import { cachedLoader, type CachedLoader } from './source/cached-loader';
import { listCollections, readCaps } from '../shared/catalogue-lists';
import { listNames, type ListItem, type ListName } from '../shared/catalogue-lists';
import { sortByName } from '../shared/parsers/parse-documents';
import { itemKey, prerenderedItem, prerenderedList } from './source/prerendered-data';
import { findBySlug, itemSlugs } from '../shared/slugs';
import { getDataSource, getPublishedReader, mayListCatalogue } from './source/select-data-source';
import {
  isLongText,
  needsConfirming,
  readPublishedList,
  type PublishedList,
} from '../shared/published-catalogue';
import { orderForLanguage, type OrderLanguage } from '../shared/catalogue-order';
import type { CatalogueItem, CatalogueList, PackageKind, PackageSummary } from '../shared/types';
import { itemLinks } from './item-links';

/** The published list, or null when there is none this build can read; a failed read throws. */
async function readPublished(list: ListName): Promise<PublishedList | null> {
  const reader = await getPublishedReader();
  return readPublishedList(await reader.readPublished(listCollections[list]));
}

/**
 * Reads a list: its published snapshot, one document, whose items were parsed when they were
 * published. Where there is none, the demo catalogue and the build read every document of the
 * collection up to its cap, parsed here; a visitor's browser in Firebase mode may not (the rules
 * deny a public list), and the read fails. Either way the result is ordered by name. `shown`, the list
 * a page already shows, is answered unchanged when the read finds nothing new, so the page is not
 * drawn again.
 */
async function readList<T extends { name: string }>(
  list: ListName,
  shown?: CatalogueList<T>,
): Promise<CatalogueList<T>> {
  const published = await readPublished(list);
  const collection = listCollections[list];
  const cap = readCaps[collection];
  if (published) {
    const { updatedAt, confirmedAt } = published;
    const same = shown?.updatedAt === updatedAt;
    if (same && shown.confirmedAt === confirmedAt) return shown;
    // Parsed by this list's parser when published (src/shared/published-catalogue.ts).
    const items = same
      ? shown.items
      : sortByName((await published.items()).slice(0, cap) as unknown as T[]);
    return { items, updatedAt, confirmedAt };
  }
  if (!mayListCatalogue()) throw new Error(`No published ${collection} list`);
  // Parsed by parsers fetched only now: a published list's items were parsed when published.
  const items = (await import('../shared/parsers/list-parsers')).parseList<T>(
    list,
    await (await getDataSource()).readCollection(collection, cap),
  );
  if (shown && JSON.stringify(items) === JSON.stringify(shown.items)) return shown;
  return { items, updatedAt: null };
}

/**
 * A list read once per visit. A pre-rendered page hands over the list it was drawn with; with
 * Firebase, where staff edit the catalogue after the build, the page then reads the list once
 * and is drawn again only if it changed. The demo catalogue is the build's own: no read.
 */
const listLoader = <T extends { name: string }>(list: ListName): CachedLoader<CatalogueList<T>> =>
  cachedLoader(
    // A page already drawn reads once it has loaded, leaving the phone to the page until then.
    async (shown) => {
      if (shown) await new Promise<void>((resolve) => whenLoadedAndIdle(resolve));
      // A failed read (no published list, no connection) keeps the list the page was built with,
      // judged by its age all the same; a page built without one shows its error.
      const read = await readList(list, shown).catch((error: unknown) => {
        if (shown) return shown;
        throw error;
      });
      return needsConfirming(read.confirmedAt, Date.now()) ? { ...read, unconfirmed: true } : read;
    },
    () => prerenderedList<T>(listCollections[list]),
    { refresh: env.firebase !== null },
  );

/** Every catalogue list, each read once per visit. */
export const catalogueLists = Object.fromEntries(
  listNames.map((list) => [list, listLoader(list)]),
) as { readonly [List in ListName]: CachedLoader<CatalogueList<ListItem<List>>> };

/** Each kind of package's list. */
export const packageLists = {
  general: 'generalPackages',
  alcoholImpact: 'alcoholImpactPackages',
  diabetic: 'diabeticPackages',
} as const satisfies Record<PackageKind, ListName>;

export const listPackages = {
  general: catalogueLists[packageLists.general],
  alcoholImpact: catalogueLists[packageLists.alcoholImpact],
  diabetic: catalogueLists[packageLists.diabetic],
} satisfies Record<PackageKind, CachedLoader<CatalogueList<PackageSummary>>>;

const orderedLists: Record<OrderLanguage, WeakMap<readonly object[], readonly object[]>> = {
  en: new WeakMap(),
  bn: new WeakMap(),
};

/**
 * A list's items in the order a reader of `language` sees them (src/shared/catalogue-order.ts),
 * worked out once per list read and language: the read is in English order already.
 */
export function itemsInLanguage<T extends { name: string; name_bn?: string }>(
  items: readonly T[],
  language: OrderLanguage,
): readonly T[] {
  if (language === 'en') return items;
  let ordered = orderedLists[language].get(items);
  if (!ordered) {
    ordered = orderForLanguage(items, language);
    orderedLists[language].set(items, ordered);
  }
  return ordered as readonly T[];
}

/** Each list's slugs, worked out once per list read (src/shared/slugs.ts). */
const slugsByList = new WeakMap<readonly { id: string }[], ReadonlyMap<string, string>>();
export function slugsOf(
  items: readonly { id: string; name: string }[],
): ReadonlyMap<string, string> {
  let slugs = slugsByList.get(items);
  if (!slugs) {
    slugs = itemSlugs(items);
    slugsByList.set(items, slugs);
  }
  return slugs;
}

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
  return itemLinks(listed, items, doctors);
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
