import { item } from './en/item';
import { namespaceHook } from './messages';

/** The shared messages and the own pages of tests and doctors, in the visitor's language. */
export const useItemMessages = namespaceHook('item', item, () =>
  import('./bn/item').then((bengali) => bengali.item),
);
