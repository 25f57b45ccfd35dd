import type { ListCollection } from './collections';
import type { CatalogueList, PackageDetail, PackageKind } from './types';

/**
 * What a pre-rendered page was drawn with at build time, written into the page as JSON (see
 * scripts/prerender.ts). The client's first render, which takes over that HTML, starts from it,
 * so it draws the same page without waiting for a read.
 */
export interface PrerenderedData {
  /** The package a detail page shows, by `packageKey`. */
  packages: Record<string, PackageDetail>;
  /** The lists a page shows, as read and parsed at build time, by collection. */
  lists: Partial<Record<ListCollection, CatalogueList<unknown>>>;
}

const received: PrerenderedData = { packages: {}, lists: {} };

export const packageKey = (kind: PackageKind, docId: string) => `${kind}/${docId}`;

/** Called once, before the first render, with the data the page carries. */
export function receivePrerenderedData(data: Partial<PrerenderedData>): void {
  Object.assign(received.packages, data.packages);
  Object.assign(received.lists, data.lists);
}

/** The package as the pre-rendered page showed it, if it did. */
export function prerenderedPackage(
  kind: PackageKind,
  docId: string,
): { value: PackageDetail } | undefined {
  const detail = received.packages[packageKey(kind, docId)];
  return detail === undefined ? undefined : { value: detail };
}

/** A list as the pre-rendered page showed it, if it did. */
export function prerenderedList<T>(
  collection: ListCollection,
): { value: CatalogueList<T> } | undefined {
  const list = received.lists[collection];
  // Written by this build from the same parsers, so it has the shape the list's loader returns.
  return list === undefined ? undefined : { value: list as CatalogueList<T> };
}
