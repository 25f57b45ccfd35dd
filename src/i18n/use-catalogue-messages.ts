import { catalogue } from './en/catalogue';
import { useNamespace } from './messages';

/** The shared messages and the catalogue pages' own, in the visitor's language. */
export const useCatalogueMessages = () => useNamespace('catalogue', catalogue);
