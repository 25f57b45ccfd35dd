import { handOver } from '../shared/i18n/en/hand-over';
import { namespaceHook } from './messages';

/** The shared messages and the hand-over's own, in the visitor's language. */
export const useHandOverMessages = namespaceHook('handOver', handOver, () =>
  import('../shared/i18n/bn/hand-over').then((bengali) => bengali.handOver),
);
