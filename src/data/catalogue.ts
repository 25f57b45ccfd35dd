import { cachedLoader } from './cached-loader';
import { listCollections, readCaps, type ListCollection } from './collections';
import type { RawDocument } from './data-source';
import { parseDoctor } from './parsers/doctor';
import { parseDocuments } from './parsers/parse-documents';
import { parsePackageSummary } from './parsers/packages';
import { parseLabTest, parseListedTest } from './parsers/tests';
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

export const listDoctors = cachedLoader(() => readList(listCollections.doctors, parseDoctor));
export const listLabTests = cachedLoader(() => readList(listCollections.labTests, parseLabTest));
export const listRadiologyTests = cachedLoader(() =>
  readList(listCollections.radiology, parseListedTest),
);
export const listCardiologyTests = cachedLoader(() =>
  readList(listCollections.cardiology, parseListedTest),
);
export const listNeurologyTests = cachedLoader(() =>
  readList(listCollections.neurology, parseListedTest),
);

export const packageCollections: Record<PackageKind, ListCollection> = {
  general: listCollections.generalPackages,
  alcoholImpact: listCollections.alcoholImpactPackages,
  diabetic: listCollections.diabeticPackages,
};

const packageListLoader = (kind: PackageKind) =>
  cachedLoader(() =>
    readList(packageCollections[kind], (document) => parsePackageSummary(kind, document)),
  );

export const listPackages = {
  general: packageListLoader('general'),
  alcoholImpact: packageListLoader('alcoholImpact'),
  diabetic: packageListLoader('diabetic'),
} satisfies Record<PackageKind, unknown>;
