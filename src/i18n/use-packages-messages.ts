import { packages } from './en/packages';
import { useNamespace } from './messages';

/** The shared messages and the packages pages' own, in the visitor's language. */
export const usePackagesMessages = () => useNamespace('packages', packages);
