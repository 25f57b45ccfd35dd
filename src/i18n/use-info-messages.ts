import { info } from './en/info';
import { namespaceHook } from './messages';

/** The shared messages and the info pages' own, in the visitor's language. */
export const useInfoMessages = namespaceHook('info', info, () =>
  import('./bn/info').then((bengali) => bengali.info),
);
