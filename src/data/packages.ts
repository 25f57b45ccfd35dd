import { packageCollections } from './catalogue';
import { parsePackageDetail } from './parsers/packages';
import { getDataSource } from './select-data-source';
import type { PackageDetail, PackageKind } from './types';

/** One package's detail document by its id, or null when there is no such package. */
export async function getPackage(kind: PackageKind, docId: string): Promise<PackageDetail | null> {
  const source = await getDataSource();
  const document = await source.readDocument(packageCollections[kind], docId);
  return document === null ? null : parsePackageDetail(kind, document);
}
