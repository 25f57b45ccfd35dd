import type { ListCollection } from '../../shared/collections';
import type { CatalogueItem, CatalogueList, PackageDetail, PackageKind } from '../../shared/types';

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
  /** The item a test's or doctor's page shows, by `itemKey`. */
  items: Record<string, CatalogueItem<unknown>>;
}

const received: PrerenderedData = { packages: {}, lists: {}, items: {} };

export const packageKey = (kind: PackageKind, docId: string) => `${kind}/${docId}`;
export const itemKey = (list: string, slug: string) => `${list}/${slug}`;

/**
 * Called once, before the first render, with the data the page carries. The build's renderer
 * calls it for each page it draws, after forgetting the last page's (`forgetPrerenderedData`).
 */
export function receivePrerenderedData(data: Partial<PrerenderedData>): void {
  Object.assign(received.packages, data.packages);
  Object.assign(received.lists, data.lists);
  Object.assign(received.items, data.items);
}

/** The build draws page after page in one process: nothing one page carried reaches the next. */
export function forgetPrerenderedData(): void {
  received.packages = {};
  received.lists = {};
  received.items = {};
}

/** The package as the pre-rendered page showed it, if it did. */
export function prerenderedPackage(
  kind: PackageKind,
  docId: string,
): { value: PackageDetail } | undefined {
  const detail = received.packages[packageKey(kind, docId)];
  return detail === undefined ? undefined : { value: detail };
}

/** A test or doctor as the pre-rendered page showed it, if it did. */
export function prerenderedItem<T>(key: string): { value: CatalogueItem<T> } | undefined {
  const item = received.items[key];
  return item === undefined ? undefined : { value: item as CatalogueItem<T> };
}

/** A list as the pre-rendered page showed it, if it did. */
export function prerenderedList<T>(
  collection: ListCollection,
): { value: CatalogueList<T> } | undefined {
  const list = received.lists[collection];
  // Written by this build from the same parsers, so it has the shape the list's loader returns.
  return list === undefined ? undefined : { value: list as CatalogueList<T> };
}
