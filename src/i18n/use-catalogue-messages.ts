import { catalogue } from './en/catalogue';
import { namespaceHook } from './messages';

/** The shared messages and the catalogue pages' own, in the visitor's language. */
export const useCatalogueMessages = namespaceHook('catalogue', catalogue, () =>
  import('./bn/catalogue').then((bengali) => bengali.catalogue),
);
