import { forms } from '../shared/i18n/en/forms';
import { namespaceHook } from './messages';

/** The shared messages and every form's own, in the visitor's language. */
export const useFormsMessages = namespaceHook('forms', forms, () =>
  import('../shared/i18n/bn/forms').then((bengali) => bengali.forms),
);
