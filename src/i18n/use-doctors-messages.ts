import { doctors } from './en/doctors';
import { namespaceHook } from './messages';

/** The shared messages and the doctors' cards' and pages' own, in the visitor's language. */
export const useDoctorsMessages = namespaceHook('doctors', doctors, () =>
  import('./bn/doctors').then((bengali) => bengali.doctors),
);
