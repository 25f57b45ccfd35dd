import { indexedListNames, listRegistry, type IndexedListName } from '../../shared/catalogue-lists';
import { itemPath, packagePath } from '../../shared/routes';
import { slugsOf } from '../catalogue';
import { conditionPath } from '../condition-links';
import type { IndexedCard, SearchEntry, SearchIndex } from '../search-index';
import type { BuildCatalogue } from './build-catalogue';
import type { ConditionPage } from './condition-pages';

/**
 * The search index (../search-index.ts) as the build writes it, beside the pages, from the
 * catalogue it drew them from.
 */

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

/** The index of the catalogue the pages were built from, and of its health concerns' pages. */
export function searchIndexOf(
  { lists, packages, includedIn }: Omit<BuildCatalogue, 'conditions'>,
  conditions: readonly ConditionPage[] = [],
): SearchIndex {
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
    conditions: conditions.map(({ condition, slug, tests, packages: offered, doctors }) => ({
      name: condition.name,
      path: conditionPath(slug),
      ...(condition.name_bn === undefined ? {} : { name_bn: condition.name_bn }),
      also: [condition.words, condition.words_bn ?? ''].join(' '),
      items: [...tests, ...offered].map(({ path }) => path),
      ...(doctors.length === 0 ? {} : { doctors: doctors.map(({ path }) => path) }),
    })),
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
