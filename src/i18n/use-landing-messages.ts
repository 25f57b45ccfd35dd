import { landing } from './en/landing';
import { useNamespace } from './messages';

/** The shared messages and the landing pages' own, in the visitor's language. */
export const useLandingMessages = () => useNamespace('landing', landing);
