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

const views = new WeakMap<object, ListView<never> & { language: OrderLanguage }>();

/**
 * A list read as its screen draws it in `language`, worked out once per read and again only when
 * the reader switches language.
 */
function listView<T extends { id: string; name: string; name_bn?: string }>(
  read: CatalogueList<T>,
  language: OrderLanguage,
): ListView<T> {
  let view = views.get(read) as (ListView<T> & { language: OrderLanguage }) | undefined;
  if (view?.language !== language) {
    const slugs = slugsOf(read.items);
    const items = itemsInLanguage(
      read.items.map((item) => ({ ...item, slug: slugs.get(item.id) ?? item.id })),
      language,
    );
    view = { items, keys: nameKeys(items), read, language };
    views.set(read, view as ListView<never> & { language: OrderLanguage });
  }
  return view;
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
