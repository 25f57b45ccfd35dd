import { contact } from './en/contact';
import { namespaceHook } from './messages';

/** The shared messages and the contact pages' own, in the visitor's language. */
export const useContactMessages = namespaceHook('contact', contact, () =>
  import('./bn/contact').then((bengali) => bengali.contact),
);
