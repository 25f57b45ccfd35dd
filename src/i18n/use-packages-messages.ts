import { packages } from './en/packages';
import { namespaceHook } from './messages';

/** The shared messages and the packages pages' own, in the visitor's language. */
export const usePackagesMessages = namespaceHook('packages', packages, () =>
  import('./bn/packages').then((bengali) => bengali.packages),
);
