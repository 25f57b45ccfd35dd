import { babyGuide } from './en/baby-guide';
import { namespaceHook } from './messages';

/** The shared messages and the new-baby guide's own, in the visitor's language. */
export const useBabyGuideMessages = namespaceHook('babyGuide', babyGuide, () =>
  import('./bn/baby-guide').then((bengali) => bengali.babyGuide),
);
