import { cachedLoader, type CachedLoader } from './source/cached-loader';
import { packageLists } from './catalogue';
import { listCollections } from '../shared/catalogue-lists';
import { parsePackageDetail } from '../shared/parsers/packages';
import { packageKey, prerenderedPackage } from './source/prerendered-data';
import { getDataSource } from './source/select-data-source';
import type { PackageDetail, PackageKind } from '../shared/types';

/** One package's detail document by its id, or null when there is no such package. */
export async function getPackage(kind: PackageKind, docId: string): Promise<PackageDetail | null> {
  const source = await getDataSource();
  const document = await source.readDocument(listCollections[packageLists[kind]], docId);
  return document === null ? null : parsePackageDetail(kind, document);
}

const packageLoaders = new Map<string, CachedLoader<PackageDetail | null>>();

/**
 * One package's detail, read once per visit like the lists. A pre-rendered package page hands
 * over the package it was drawn with, so its first render needs no read.
 */
export function packageLoader(
  kind: PackageKind,
  docId: string,
): CachedLoader<PackageDetail | null> {
  const key = packageKey(kind, docId);
  let loader = packageLoaders.get(key);
  if (!loader) {
    loader = cachedLoader(
      () => getPackage(kind, docId),
      () => prerenderedPackage(kind, docId),
    );
    packageLoaders.set(key, loader);
  }
  return loader;
}
