import { indexedListNames, listRegistry, type IndexedListName } from '../shared/catalogue-lists';
import { itemPath, packagePath } from '../shared/routes';
import type { BuildCatalogue } from './build/build-catalogue';
import type { IncludingPackage, LabTest, PackageKind } from '../shared/types';
import { slugsOf } from './catalogue';

/** The lists a search also looks in, beyond the page's own: every item list, and the packages. */
export type SearchedList = IndexedListName | 'packages';

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

export type SearchIndex = Record<IndexedListName, SearchEntry[]> & {
  packages: PackageEntry[];
  /**
   * For each list whose matches are cards, when the store last changed one of its items before
   * the build read it (an ISO date-time): the cards' prices are as of then, and the item's own
   * page reads today's. Absent for the demo catalogue, which is the build's own.
   */
  updatedAt?: Partial<Record<IndexedListName, string>>;
};

/** The lists a search looks in, in the order it shows their matches. */
export const searchedLists: readonly SearchedList[] = [...indexedListNames, 'packages'];

/**
 * The index every page's search reads for the other lists' matches: written by the build beside
 * the pages, so a search costs no Firestore read. An item added since the deploy is found in its
 * own list's search, and in the others' after the next deploy.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';

type SearchedItem = Partial<IndexedCard> & {
  id: string;
  name: string;
  name_bn?: string;
  des?: string;
  des_bn?: string;
  degree?: string;
  code?: string;
  kind?: string;
  includes?: readonly string[];
  rank?: number;
};

/**
 * The fields that order a search, as the index keeps them: `includes` only marks a profile, and
 * `opens` is the published list's count, which the build reads beside the collection.
 */
const rankingOf = ({ code, kind, includes, rank }: SearchedItem, opens: number | undefined) => ({
  ...(code === undefined ? {} : { code }),
  ...(kind === undefined && includes === undefined ? {} : { kind: kind ?? 'profile' }),
  ...(rank === undefined ? {} : { rank }),
  ...(opens === undefined ? {} : { opens }),
});

/** A card's fields, those staff left out absent, and the amounts null when not given. */
const cardOf = ({ pti, delivery, mrp, off, price, pti_bn, delivery_bn }: SearchedItem) => ({
  pti: pti ?? '',
  delivery: delivery ?? '',
  mrp: mrp ?? null,
  off: off ?? null,
  price: price ?? null,
  ...(pti_bn === undefined ? {} : { pti_bn }),
  ...(delivery_bn === undefined ? {} : { delivery_bn }),
});

/** Whether a list's matches on other lists' searches are its full cards. */
const isCarded = (list: IndexedListName) => 'cardsElsewhere' in listRegistry[list].pages;

/** The index of the catalogue the pages were built from. */
export function searchIndexOf({ lists, packages, includedIn }: BuildCatalogue): SearchIndex {
  const testsIn = new Map<string, string[]>();
  for (const [test, including] of includedIn) {
    for (const { kind, id } of including) {
      const key = `${kind}/${id}`;
      testsIn.set(key, [...(testsIn.get(key) ?? []), test]);
    }
  }
  const entries = (list: IndexedListName): SearchEntry[] => {
    const items: readonly SearchedItem[] = lists[list].items;
    const { opens = {} } = lists[list];
    const slugs = slugsOf(items);
    const carded = isCarded(list);
    // A doctor is found by speciality and degree too, in close matches only.
    const also =
      listRegistry[list].card === 'doctor'
        ? (item: SearchedItem) => [item.des, item.des_bn ?? '', item.degree].join(' ')
        : undefined;
    return items.map((item) => ({
      name: item.name,
      path: itemPath(list, slugs.get(item.id) ?? item.id),
      ...(item.name_bn === undefined ? {} : { name_bn: item.name_bn }),
      ...(also === undefined ? {} : { also: also(item) }),
      ...rankingOf(item, Object.hasOwn(opens, item.id) ? opens[item.id] : undefined),
      ...(carded ? { card: cardOf(item) } : {}),
    }));
  };
  // A list's prices are as of its latest item's change, where the store tells (Firestore does).
  const updatedAt = Object.fromEntries(
    indexedListNames.flatMap((list) => {
      if (!isCarded(list)) return [];
      // Of the items the list shows: a document its parser skipped changes no price.
      const { items, updatedAt: changed } = lists[list];
      const times = items.flatMap(({ id }) => changed.get(id) ?? []).sort();
      return times.length === 0 ? [] : [[list, times[times.length - 1]]];
    }),
  );
  return {
    ...(Object.keys(updatedAt).length > 0 ? { updatedAt } : {}),
    ...(Object.fromEntries(indexedListNames.map((list) => [list, entries(list)])) as Record<
      IndexedListName,
      SearchEntry[]
    >),
    packages: Object.values(packages)
      .flat()
      .filter((detail) => detail.name !== '')
      .map((detail) => {
        const tests = testsIn.get(`${detail.kind}/${detail.id}`);
        return {
          name: detail.name,
          path: packagePath(detail.kind, detail.id),
          kind: detail.kind,
          id: detail.id,
          ...(detail.name_bn === undefined ? {} : { name_bn: detail.name_bn }),
          ...(tests === undefined ? {} : { tests }),
        };
      }),
  };
}

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

const isSearchIndex = (value: unknown): value is SearchIndex =>
  typeof value === 'object' &&
  value !== null &&
  searchedLists.every((list) => Array.isArray((value as Record<string, unknown>)[list]));

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
