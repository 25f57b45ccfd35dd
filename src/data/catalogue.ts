import { cachedLoader, type CachedLoader } from './cached-loader';
import { listCollections, readCaps, type ListCollection } from './collections';
import type { RawDocument } from './data-source';
import { parseDoctor } from './parsers/doctor';
import { parseDocuments } from './parsers/parse-documents';
import { parsePackageSummary } from './parsers/packages';
import { parseLabTest, parseListedTest } from './parsers/tests';
import { prerenderedList } from './prerendered-data';
import { getDataSource } from './select-data-source';
import type { PackageKind } from './types';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Reads a list collection with its cap, parses every document, and orders the result by name. */
async function readList<T extends { name: string }>(
  collection: ListCollection,
  parse: (document: RawDocument) => T | null,
): Promise<T[]> {
  const source = await getDataSource();
  const documents = await source.readCollection(collection, readCaps[collection]);
  // Sorted here, not with a Firestore orderBy, which would drop every document lacking the field.
  return parseDocuments(collection, documents, parse).sort((a, b) =>
    byName.compare(a.name, b.name),
  );
}

/** A list read once per visit; a pre-rendered page hands over the list it was drawn with. */
const listLoader = <T extends { name: string }>(
  collection: ListCollection,
  parse: (document: RawDocument) => T | null,
): CachedLoader<T[]> =>
  cachedLoader(
    () => readList(collection, parse),
    () => prerenderedList<T>(collection),
  );

export const listDoctors = listLoader(listCollections.doctors, parseDoctor);
export const listLabTests = listLoader(listCollections.labTests, parseLabTest);
export const listRadiologyTests = listLoader(listCollections.radiology, parseListedTest);
export const listCardiologyTests = listLoader(listCollections.cardiology, parseListedTest);
export const listNeurologyTests = listLoader(listCollections.neurology, parseListedTest);

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
