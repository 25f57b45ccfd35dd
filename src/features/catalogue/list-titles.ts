import { listRegistry, itemListNames, type ItemListName } from '../../shared/catalogue-lists';
import type { Messages } from '../../i18n/messages';

/**
 * Each list with a page of its own: its texts in the catalogue's messages, under the list's name
 * (its title is in the common ones, so an item's page names its list without loading the list's
 * texts), and whether its breadcrumb passes through Contact (src/shared/catalogue-lists.ts).
 */
export const listTitles = Object.fromEntries(
  itemListNames.map((list) => [
    list,
    {
      texts: (catalogue: Messages['catalogue']) => catalogue[list],
      viaContact: listRegistry[list].pages.viaContact,
    },
  ]),
) as Record<
  ItemListName,
  {
    texts: (catalogue: Messages['catalogue']) => Messages['catalogue'][ItemListName];
    viaContact: boolean;
  }
>;
