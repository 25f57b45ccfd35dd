import type { ItemListName } from '../../shared/routes';
import type { Messages } from '../../i18n/messages';

/**
 * Each list with a page of its own: its texts in the catalogue's messages (its title is in the
 * common ones, so an item's page names its list without loading the list's texts), and whether
 * its breadcrumb passes through Contact, as the old site's Find a Test and Find a Doctor did.
 */
export const listTitles: Record<
  ItemListName,
  {
    texts: (catalogue: Messages['catalogue']) => Messages['catalogue'][ItemListName];
    viaContact: boolean;
  }
> = {
  labTests: { texts: (catalogue) => catalogue.labTests, viaContact: true },
  doctors: { texts: (catalogue) => catalogue.doctors, viaContact: true },
  radiology: { texts: (catalogue) => catalogue.radiology, viaContact: false },
  cardiology: { texts: (catalogue) => catalogue.cardiology, viaContact: false },
  neurology: { texts: (catalogue) => catalogue.neurology, viaContact: false },
};
