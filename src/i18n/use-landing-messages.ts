import { landing } from './en/landing';
import { namespaceHook } from './messages';

/** The shared messages and the landing pages' own, in the visitor's language. */
export const useLandingMessages = namespaceHook('landing', landing, () =>
  import('./bn/landing').then((bengali) => bengali.landing),
);
