import { env } from '../config/env';
import { whenLoadedAndIdle } from '../lib/use-after-load';
import { cachedLoader, type CachedLoader } from './cached-loader';
import { listCollections, readCaps, type ListCollection } from './collections';
import type { RawDocument } from './data-source';
import { parseDocuments } from './parsers/parse-documents';
import { parsePackageSummary } from './parsers/packages';
import { prerenderedList } from './prerendered-data';
import { listParsers, readPublishedList, type PublishedList } from './published-catalogue';
import { getDataSource, getPublishedReader } from './select-data-source';
import type { CatalogueList, PackageKind } from './types';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The published list, when one may be served; a project without one answers null. */
async function readPublished(collection: ListCollection): Promise<PublishedList | null> {
  try {
    const reader = await getPublishedReader();
    return readPublishedList(await reader.readPublished(collection));
  } catch {
    // Rules deployed before the published catalogue refuse it: the collection still answers.
    return null;
  }
}

/**
 * Reads a list: its published snapshot, one document, when there is a current one; otherwise
 * every document of the collection up to its cap. Either way each document is parsed here, and
 * the result ordered by name. `shown`, the list a page already shows, is answered unchanged when
 * the read finds nothing new, so the page is not drawn again (nor 2,500 items parsed again).
 */
async function readList<T extends { name: string }>(
  collection: ListCollection,
  parse: (document: RawDocument) => T | null,
  shown?: CatalogueList<T>,
): Promise<CatalogueList<T>> {
  const published = await readPublished(collection);
  if (published && published.updatedAt === shown?.updatedAt) return shown;
  const cap = readCaps[collection];
  const documents = published
    ? published.items().slice(0, cap)
    : await (await getDataSource()).readCollection(collection, cap);
  // Sorted here, not with a Firestore orderBy, which would drop every document lacking the field.
  const items = parseDocuments(collection, documents, parse).sort((a, b) =>
    byName.compare(a.name, b.name),
  );
  if (!published && shown && JSON.stringify(items) === JSON.stringify(shown.items)) return shown;
  return { items, updatedAt: published?.updatedAt ?? null };
}

/**
 * A list read once per visit. A pre-rendered page hands over the list it was drawn with; with
 * Firebase, where staff edit the catalogue after the build, the page then reads the list once
 * and is drawn again only if it changed. The demo catalogue is the build's own: no read.
 */
const listLoader = <T extends { name: string }>(
  collection: ListCollection,
  parse: (document: RawDocument) => T | null,
): CachedLoader<CatalogueList<T>> =>
  cachedLoader(
    // A page already drawn reads once it has loaded, leaving the phone to the page until then.
    async (shown) => {
      if (shown) await new Promise<void>((resolve) => whenLoadedAndIdle(resolve));
      return readList(collection, parse, shown);
    },
    () => prerenderedList<T>(collection),
    { refresh: env.firebase !== null },
  );

export const listDoctors = listLoader(listCollections.doctors, listParsers.AllDoctor);
export const listLabTests = listLoader(listCollections.labTests, listParsers.Labtest);
export const listRadiologyTests = listLoader(listCollections.radiology, listParsers.Radiology);
export const listCardiologyTests = listLoader(listCollections.cardiology, listParsers.Cardiology);
export const listNeurologyTests = listLoader(listCollections.neurology, listParsers.Neurology);

export const packageCollections: Record<PackageKind, ListCollection> = {
  general: listCollections.generalPackages,
  alcoholImpact: listCollections.alcoholImpactPackages,
  diabetic: listCollections.diabeticPackages,
};

const packageListLoader = (kind: PackageKind) =>
  listLoader(packageCollections[kind], (document) => parsePackageSummary(kind, document));

export const listPackages = {
  general: packageListLoader('general'),
  alcoholImpact: packageListLoader('alcoholImpact'),
  diabetic: packageListLoader('diabetic'),
} satisfies Record<PackageKind, unknown>;
