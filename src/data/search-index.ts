import type { IndexedListName } from '../shared/catalogue-lists';
import type { ConcernLink, IncludingPackage, LabTest, PackageKind } from '../shared/types';

/**
 * The lists a search also looks in, beyond the page's own: every item list, the packages, and the
 * health concerns, whose match is one line above the cards.
 */
export type SearchedList = IndexedListName | 'packages' | 'conditions';

/**
 * One thing the search can find in another list: its name, the address of its page (the route
 * table's, the language's prefix added by the router), and, where staff gave them, its Bengali
 * name and a text only close matches read (a doctor's speciality and degree).
 */
export interface SearchEntry {
  name: string;
  path: string;
  name_bn?: string;
  also?: string;
  /**
   * What orders a search (docs/decisions/108-best-match-first.md), where staff set it, and the
   * page's opens in the 28 days counted before the build (127-popularity-from-page-opens.md).
   */
  code?: string;
  kind?: string;
  rank?: number;
  opens?: number;
  /** For a list whose matches elsewhere are full cards (`cardsElsewhere`): what its card shows. */
  card?: IndexedCard;
}

/** A test's card as the index keeps it: how to prepare, the report, its prices, as built. */
export type IndexedCard = Pick<
  LabTest,
  'pti' | 'delivery' | 'mrp' | 'off' | 'price' | 'pti_bn' | 'delivery_bn'
>;

/**
 * A package also carries its kind and id, and the ids of the lab tests its inclusion lines name,
 * so that a test's page drawn in the browser lists the packages that include it, as the build's does.
 */
export interface PackageEntry extends SearchEntry {
  kind?: PackageKind;
  id?: string;
  tests?: string[];
}

/**
 * A health concern, found by its name and its other words, with its tests' and packages' pages,
 * and its doctors' where it names any.
 */
export interface ConditionEntry extends SearchEntry {
  items: string[];
  doctors?: string[];
}

export type SearchIndex = Record<IndexedListName, SearchEntry[]> & {
  packages: PackageEntry[];
  conditions: ConditionEntry[];
  /**
   * For each list whose matches are cards, when the store last changed one of its items before
   * the build read it (an ISO date-time): the cards' prices are as of then, and the item's own
   * page reads today's. Absent for the demo catalogue, which is the build's own.
   */
  updatedAt?: Partial<Record<IndexedListName, string>>;
};

/**
 * The index every page's search reads for the other lists' matches: written by the build beside
 * the pages, so a search costs no Firestore read. An item added since the deploy is found in its
 * own list's search, and in the others' after the next deploy.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';

let loading: Promise<SearchIndex | null> | undefined;

/**
 * The index, fetched the first time a visitor searches, once a visit. Without it (offline, a
 * build without one) the page's own list still answers: null, and nothing more is shown.
 */
export function loadSearchIndex(): Promise<SearchIndex | null> {
  loading ??= fetch(`/${SEARCH_INDEX_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((index) => (isSearchIndex(index) ? index : null))
    .catch(() => null)
    .then((index) => {
      // A failed fetch is tried again on the next search.
      if (index === null) loading = undefined;
      return index;
    });
  return loading;
}

/**
 * Whether the file reads as this build's index: the concerns and the packages as arrays. The
 * build writes every list (`searchedListNames` of src/shared/catalogue-lists.ts), which this
 * module does not load, so that a page asking only for its health concerns loads no more.
 */
const isSearchIndex = (value: unknown): value is SearchIndex =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<SearchIndex>).conditions) &&
  Array.isArray((value as Partial<SearchIndex>).packages);

/**
 * The packages that include a lab test, as the build found them, from the index: for a test's
 * page the browser draws itself (opened from a list), which has no pre-rendered answer. Empty
 * when the index cannot be had.
 */
export async function packagesIncludingTest(testId: string): Promise<IncludingPackage[]> {
  const index = await loadSearchIndex();
  const including: IncludingPackage[] = [];
  for (const { kind, id, name, name_bn, tests } of index?.packages ?? []) {
    if (kind === undefined || id === undefined || !tests?.includes(testId)) continue;
    including.push({ kind, id, name, ...(name_bn === undefined ? {} : { name_bn }) });
  }
  return including;
}

/**
 * The health concerns whose pages offer a package or name a doctor, by that page's address, from
 * the index: for those pages, which link them back once loaded. None when the index cannot be had.
 */
export async function concernsNaming(path: string): Promise<ConcernLink[]> {
  const index = await loadSearchIndex();
  return (index?.conditions ?? [])
    .filter(({ items, doctors = [] }) => items.includes(path) || doctors.includes(path))
    .map(({ path: page, name, name_bn }) => ({
      path: page,
      name,
      ...(name_bn === undefined ? {} : { name_bn }),
    }));
}
