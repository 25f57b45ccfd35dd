import { env } from '../config/env';
import { whenLoadedAndIdle } from '../lib/use-after-load';
import { cachedLoader, type CachedLoader } from './cached-loader';
import { listCollections, readCaps, type ListName } from './collections';
import type { RawDocument } from './data-source';
import { parseDocuments } from './parsers/parse-documents';
import { prerenderedList } from './prerendered-data';
import { getPublishedReader, getDataSource } from './select-data-source';
import { listParsers, readPublishedList, type PublishedList } from './published-catalogue';
import type {
  CatalogueList,
  Doctor,
  LabTest,
  ListedTest,
  PackageKind,
  PackageSummary,
} from './types';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The published list, when one may be served; a project without one answers null. */
async function readPublished(list: ListName): Promise<PublishedList | null> {
  try {
    const reader = await getPublishedReader();
    return readPublishedList(await reader.readPublished(listCollections[list]));
  } catch {
    // Rules deployed before the published catalogue refuse it: the collection still answers.
    return null;
  }
}

/**
 * Reads a list: its published snapshot, one document, when there is a current one, whose items
 * were parsed when they were published; otherwise every document of the collection up to its
 * cap, parsed here. Either way the result is ordered by name. `shown`, the list a page already
 * shows, is answered unchanged when the read finds nothing new, so the page is not drawn again.
 */
async function readList<T extends { name: string }>(
  list: ListName,
  shown?: CatalogueList<T>,
): Promise<CatalogueList<T>> {
  const published = await readPublished(list);
  if (published && published.updatedAt === shown?.updatedAt) return shown;
  const collection = listCollections[list];
  const cap = readCaps[collection];
  const items = published
    ? // Parsed by this list's parser when published (src/data/published-catalogue.ts).
      (published.items().slice(0, cap) as unknown as T[])
    : parseDocuments(
        collection,
        await (await getDataSource()).readCollection(collection, cap),
        listParsers[collection] as (document: RawDocument) => T | null,
      );
  // Sorted here, not with a Firestore orderBy, which would drop every document lacking the field.
  items.sort((a, b) => byName.compare(a.name, b.name));
  if (!published && shown && JSON.stringify(items) === JSON.stringify(shown.items)) return shown;
  return { items, updatedAt: published?.updatedAt ?? null };
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
      return readList(list, shown);
    },
    () => prerenderedList<T>(listCollections[list]),
    { refresh: env.firebase !== null },
  );

/** Every catalogue list, each read once per visit. */
export const catalogueLists = {
  doctors: listLoader<Doctor>('doctors'),
  labTests: listLoader<LabTest>('labTests'),
  radiology: listLoader<ListedTest>('radiology'),
  cardiology: listLoader<ListedTest>('cardiology'),
  neurology: listLoader<ListedTest>('neurology'),
  generalPackages: listLoader<PackageSummary>('generalPackages'),
  alcoholImpactPackages: listLoader<PackageSummary>('alcoholImpactPackages'),
  diabeticPackages: listLoader<PackageSummary>('diabeticPackages'),
} satisfies Record<ListName, CachedLoader<CatalogueList<unknown>>>;

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
