import type { ListCollection } from '../../shared/collections';
import type {
  CatalogueItem,
  CatalogueList,
  ConcernLink,
  PackageDetail,
  PackageKind,
} from '../../shared/types';
import type { PopularItem } from '../../shared/parsers/settings/popular';
import type { ConditionPage } from '../build/condition-pages';

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
  /** What the home page shows of the catalogue: its popular items, as published at build time. */
  home?: { popular: readonly PopularItem[] };
  /** A health concern's page, by its slug; and every concern's link, for the pages listing them. */
  conditions?: Record<string, ConditionPage>;
  conditionIndex?: { links: readonly ConcernLink[] };
}

/** What the page carried, kind by kind; a kind it did not carry is missing. */
let received: Partial<PrerenderedData> = {};

export const packageKey = (kind: PackageKind, docId: string) => `${kind}/${docId}`;
export const itemKey = (list: string, slug: string) => `${list}/${slug}`;

/**
 * Called once, before the first render, with the data the page carries. The build's renderer
 * calls it for each page it draws, after forgetting the last page's (`forgetPrerenderedData`).
 */
export function receivePrerenderedData(data: Partial<PrerenderedData>): void {
  for (const [kind, carried] of Object.entries(data)) {
    Object.assign(((received as Record<string, object>)[kind] ??= {}), carried);
  }
}

/** The build draws page after page in one process: nothing one page carried reaches the next. */
export function forgetPrerenderedData(): void {
  received = {};
}

/** The package as the pre-rendered page showed it, if it did. */
export function prerenderedPackage(
  kind: PackageKind,
  docId: string,
): { value: PackageDetail } | undefined {
  const detail = received.packages?.[packageKey(kind, docId)];
  return detail === undefined ? undefined : { value: detail };
}

/** A test or doctor as the pre-rendered page showed it, if it did. */
export function prerenderedItem<T>(key: string): { value: CatalogueItem<T> } | undefined {
  const item = received.items?.[key];
  return item === undefined ? undefined : { value: item as CatalogueItem<T> };
}

/** A list as the pre-rendered page showed it, if it did. */
export function prerenderedList<T>(
  collection: ListCollection,
): { value: CatalogueList<T> } | undefined {
  const list = received.lists?.[collection];
  // Written by this build from the same parsers, so it has the shape the list's loader returns.
  return list === undefined ? undefined : { value: list as CatalogueList<T> };
}

/** The home page's popular items as the pre-rendered page showed them; none when it did not. */
export const prerenderedPopular = (): readonly PopularItem[] => received.home?.popular ?? [];

/** A health concern's page as the build drew it, if this page is it. */
export const prerenderedCondition = (slug: string): ConditionPage | undefined =>
  received.conditions?.[slug];

/** Every health concern's link, as the build found them, if the page carried them. */
export const prerenderedConditionLinks = (): readonly ConcernLink[] | undefined =>
  received.conditionIndex?.links;

/**
 * The data a pre-rendered document carries (scripts/prerender.ts): in the page, or, for a long
 * list, in a file of its own; null when it carries none or the file cannot be had.
 */
export async function carriedData(page: Document): Promise<Partial<PrerenderedData> | null> {
  const element = page.getElementById('prerendered-data');
  const source = element?.dataset.src;
  const data = source
    ? await fetch(source).then((response) => (response.ok ? response.text() : null))
    : element?.textContent;
  return data ? (JSON.parse(data) as Partial<PrerenderedData>) : null;
}
