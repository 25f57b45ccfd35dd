import { home } from './en/home';
import { namespaceHook } from './messages';

/** The shared messages and the home pages' own, in the visitor's language. */
export const useHomeMessages = namespaceHook('home', home, () =>
  import('./bn/home').then((bengali) => bengali.home),
);
