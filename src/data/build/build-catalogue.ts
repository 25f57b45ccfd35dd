import { listCollections, readCaps } from '../../shared/catalogue-lists';
import { packagesIncluding } from './package-inclusions';
import { parseList } from '../../shared/parsers/list-parsers';
import { parsePackageDetail } from '../../shared/parsers/packages';
import { getDataSource, getPublishedReader } from '../source/select-data-source';
import { readOpens, snapshotFields } from '../../shared/published-catalogue';
import {
  listRegistry,
  itemListNames,
  packageListNames,
  type ItemListName,
  type ListItem,
  type ListName,
  type PackageListName,
} from '../../shared/catalogue-lists';
import type { Condition, IncludingPackage, PackageDetail, PackageKind } from '../../shared/types';

interface ReadList<T> {
  items: T[];
  /** When the store last changed each item, by id, where it says (Firestore does). */
  updatedAt: ReadonlyMap<string, string>;
  /** Each item's page opens, by id, as its published list holds them; none before a count. */
  opens?: Readonly<Record<string, number>>;
}

/**
 * A list's opens, from its published list, one read: the search index orders other lists'
 * matches by them as each list orders its own. None for the demo catalogue, which counts nothing.
 */
async function publishedOpens(list: ListName): Promise<Record<string, number>> {
  const published = await (await getPublishedReader()).readPublished(listCollections[list]);
  return readOpens(published?.data[snapshotFields.opens]);
}

/** The catalogue as the build draws the pages from it, every collection read once. */
export interface BuildCatalogue {
  lists: { [List in ItemListName]: ReadList<ListItem<List>> };
  packages: Record<PackageKind, PackageDetail[]>;
  /** The packages whose inclusion lines name each lab test, by test id. */
  includedIn: ReadonlyMap<string, IncludingPackage[]>;
  /** The health concerns, each to be drawn as its own page with what it links. */
  conditions: ReadList<Condition>;
}

/**
 * Reads the catalogue for the build: each list's collection once (the embedded demo data, or
 * Firestore with the staff tools' credentials at deploy), parsed by the parsers the browser has,
 * and each package's detail from the same read, as its page shows it.
 */
export async function readBuildCatalogue(): Promise<BuildCatalogue> {
  const source = await getDataSource();
  const read = async (list: ListName) => {
    const collection = listCollections[list];
    const documents = await source.readCollection(collection, readCaps[collection]);
    const updatedAt = new Map<string, string>();
    for (const { id, updatedAt: time } of documents) if (time) updatedAt.set(id, time);
    return {
      documents,
      items: parseList<{ id: string; name: string }>(list, documents),
      updatedAt,
    };
  };
  const detailsOf = async (list: PackageListName) => {
    const kind = listRegistry[list].packageKind;
    const { documents, items } = await read(list);
    const listed = new Set(items.map(({ id }) => id));
    const details = documents
      .filter(({ id }) => listed.has(id))
      .map((document) => parsePackageDetail(kind, document));
    return [kind, details] as const;
  };
  const [lists, packages, conditions] = await Promise.all([
    Promise.all(
      itemListNames.map(async (list) => {
        const [fromCollection, opens] = await Promise.all([read(list), publishedOpens(list)]);
        return [list, { ...fromCollection, opens }] as const;
      }),
    ),
    Promise.all(packageListNames.map(detailsOf)),
    read('conditions'),
  ]);
  const byKind = Object.fromEntries(packages) as Record<PackageKind, PackageDetail[]>;
  const catalogue = Object.fromEntries(lists) as unknown as BuildCatalogue['lists'];
  return {
    lists: catalogue,
    packages: byKind,
    includedIn: packagesIncluding(catalogue.labTests.items, Object.values(byKind).flat()),
    conditions: { items: conditions.items as Condition[], updatedAt: conditions.updatedAt },
  };
}
