import { info } from './en/info';
import { useNamespace } from './messages';

/** The shared messages and the info pages' own, in the visitor's language. */
export const useInfoMessages = () => useNamespace('info', info);
