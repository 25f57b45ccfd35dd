import { contact } from './en/contact';
import { useNamespace } from './messages';

/** The shared messages and the contact pages' own, in the visitor's language. */
export const useContactMessages = () => useNamespace('contact', contact);
