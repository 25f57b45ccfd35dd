import { listCollections, readCaps } from '../../shared/collections';
import { packagesIncluding } from './package-inclusions';
import { parsePackageDetail } from '../../shared/parsers/packages';
import { getDataSource } from '../source/select-data-source';
import type {
  Doctor,
  IncludingPackage,
  LabTest,
  ListedTest,
  PackageDetail,
  PackageKind,
} from '../../shared/types';

interface ReadList<T> {
  items: T[];
  /** When the store last changed each item, by id, where it says (Firestore does). */
  updatedAt: ReadonlyMap<string, string>;
}

/** The catalogue as the build draws the pages from it, every collection read once. */
export interface BuildCatalogue {
  lists: {
    labTests: ReadList<LabTest>;
    radiology: ReadList<ListedTest>;
    cardiology: ReadList<ListedTest>;
    neurology: ReadList<ListedTest>;
    doctors: ReadList<Doctor>;
  };
  packages: Record<PackageKind, PackageDetail[]>;
  /** The packages whose inclusion lines name each lab test, by test id. */
  includedIn: ReadonlyMap<string, IncludingPackage[]>;
}

/**
 * Reads the catalogue for the build: each list's collection once (the embedded demo data, or
 * Firestore with the staff tools' credentials at deploy), parsed by the parsers the browser has,
 * and each package's detail from the same read, as its page shows it.
 */
export async function readBuildCatalogue(): Promise<BuildCatalogue> {
  // Imported the way catalogue.ts imports it, on demand, so the server bundle that holds both
  // keeps one chunk for the parsers rather than a dynamic import that cannot split.
  const [source, { parseList }] = await Promise.all([
    getDataSource(),
    import('../../shared/parsers/list-parsers'),
  ]);
  const read = async <T extends { name: string }>(
    list:
      | keyof BuildCatalogue['lists']
      | 'generalPackages'
      | 'alcoholImpactPackages'
      | 'diabeticPackages',
  ) => {
    const collection = listCollections[list];
    const documents = await source.readCollection(collection, readCaps[collection]);
    const updatedAt = new Map<string, string>();
    for (const { id, updatedAt: time } of documents) if (time) updatedAt.set(id, time);
    return { documents, items: parseList<T>(list, documents), updatedAt };
  };
  const detailsOf = async (
    kind: PackageKind,
    list: 'generalPackages' | 'alcoholImpactPackages' | 'diabeticPackages',
  ) => {
    const { documents, items } = await read<{ id: string; name: string }>(list);
    const listed = new Set(items.map(({ id }) => id));
    return documents
      .filter(({ id }) => listed.has(id))
      .map((document) => parsePackageDetail(kind, document));
  };
  const [labTests, radiology, cardiology, neurology, doctors, general, alcoholImpact, diabetic] =
    await Promise.all([
      read<LabTest>('labTests'),
      read<ListedTest>('radiology'),
      read<ListedTest>('cardiology'),
      read<ListedTest>('neurology'),
      read<Doctor>('doctors'),
      detailsOf('general', 'generalPackages'),
      detailsOf('alcoholImpact', 'alcoholImpactPackages'),
      detailsOf('diabetic', 'diabeticPackages'),
    ]);
  const packages = { general, alcoholImpact, diabetic };
  return {
    lists: { labTests, radiology, cardiology, neurology, doctors },
    packages,
    includedIn: packagesIncluding(labTests.items, [...general, ...alcoholImpact, ...diabetic]),
  };
}
