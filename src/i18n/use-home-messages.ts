import { home } from './en/home';
import { useNamespace } from './messages';

/** The shared messages and the home pages' own, in the visitor's language. */
export const useHomeMessages = () => useNamespace('home', home);
