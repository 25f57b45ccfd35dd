import { env } from '../config/env';
import { whenLoadedAndIdle } from '../lib/use-after-load';
import { cachedLoader, type CachedLoader } from './source/cached-loader';
import { listCollections, readCaps } from '../shared/catalogue-lists';
import { listNames, type ListItem, type ListName } from '../shared/catalogue-lists';
import { sortByName } from '../shared/parsers/parse-documents';
import { prerenderedList } from './source/prerendered-data';
import { itemSlugs } from '../shared/slugs';
import { getDataSource, getPublishedReader, mayListCatalogue } from './source/select-data-source';
import type { PublishedList } from '../shared/published-catalogue';
import { orderForLanguage, type OrderLanguage } from '../shared/catalogue-order';
import type { CatalogueList, PackageKind, PackageSummary } from '../shared/types';

/** The published list, or null when there is none this build can read; a failed read throws. */
async function readPublished(list: ListName): Promise<PublishedList | null> {
  // Fetched with the reader, when a list is first read: no page needs it to show.
  const [reader, { readPublishedList }] = await Promise.all([
    getPublishedReader(),
    import('../shared/published-catalogue'),
  ]);
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
    // The weekly count of opens changes the items without moving `updatedAt`.
    const same = shown?.updatedAt === updatedAt && published.hasOpensOf(shown.items);
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
      const { needsConfirming } = await import('../shared/published-catalogue');
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
