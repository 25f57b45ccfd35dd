import { nameKeys, type NameKeys } from '../shared/name-search';
import type { ListItem, ListName } from '../shared/catalogue-lists';
import type { OrderLanguage } from '../shared/catalogue-order';
import type { CatalogueList } from '../shared/types';
import { catalogueLists, itemsInLanguage, slugsOf } from './catalogue';
import { useLoader, type LoadState } from './source/cached-loader';

// A list's screen reads its list here, kept apart from ./catalogue.ts so that an item's page,
// which reads lists too, does not download what only a searchable list needs.

/** An item as a list's screen draws it: with the slug of its own page. */
export type Listed<T> = T & { readonly slug: string };

/**
 * A list as its screen draws it in one language: the items in that language's order, each
 * carrying its slug, their names' search keys (folded a slice at a time as the page has time,
 * src/shared/name-search.ts), and the list as read, for its date.
 */
export interface ListView<T> {
  items: readonly Listed<T>[];
  keys: NameKeys<Listed<T>>;
  read: CatalogueList<T>;
}

type InLanguage = Pick<ListView<never>, 'items' | 'keys'>;

// By the items read: a refresh that finds nothing new keeps them while the list's dates move, and
// the screen keeps its cards, its place in Show more and the names already folded.
const inLanguages = new WeakMap<readonly object[], Partial<Record<OrderLanguage, InLanguage>>>();

/** A list read as its screen draws it in `language`, worked out once per items read and language. */
function listView<T extends { id: string; name: string; name_bn?: string }>(
  read: CatalogueList<T>,
  language: OrderLanguage,
): ListView<T> {
  let byLanguage = inLanguages.get(read.items);
  if (!byLanguage) inLanguages.set(read.items, (byLanguage = {}));
  // Cast back from what the map holds: each read is of one list, so of one kind of item.
  let inLanguage = byLanguage[language] as Pick<ListView<T>, 'items' | 'keys'> | undefined;
  if (!inLanguage) {
    const slugs = slugsOf(read.items);
    const items = itemsInLanguage(
      read.items.map((item) => ({ ...item, slug: slugs.get(item.id) ?? item.id })),
      language,
    );
    inLanguage = { items, keys: nameKeys(items) };
    byLanguage[language] = inLanguage as InLanguage;
  }
  return { ...inLanguage, read };
}

/**
 * A catalogue list for its screen, in the reader's language: read once per visit (a page built
 * with it shows it at once), its items in order with their slugs and search keys.
 */
export function useCatalogueList<List extends ListName>(
  list: List,
  language: OrderLanguage,
): LoadState<ListView<ListItem<List>>> & { retry: () => void } {
  const state = useLoader(catalogueLists[list]);
  return state.status === 'ready' ? { ...state, data: listView(state.data, language) } : state;
}
