import { loadBengaliNamespace, type Language } from '../../i18n/language';
import type { HandOver } from './hand-over';

interface HandOverModule {
  HandOver: typeof HandOver;
}

let loaded: HandOverModule | null = null;
let loading: Promise<HandOverModule> | null = null;

/**
 * The hand-over's chunk (its code and its text), shown only after a failed send: not part of a
 * page's first load, fetched once; a failed fetch can be tried again.
 */
export function loadHandOver(): Promise<HandOverModule> {
  loading ??= import('./hand-over').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The hand-over's module once it has arrived, for a render that must not wait for it. */
export const loadedHandOver = (): HandOverModule | null => loaded;

/**
 * Fetches the hand-over, and its Bengali for a Bengali reader, while the page is idle after it
 * loads: a connection that drops before the visitor presses Send (the failure that needs the
 * hand-over most) would otherwise leave it unfetched. What cannot be fetched now is tried again
 * when it is needed.
 */
export function preloadHandOver(language: Language): void {
  loadHandOver()
    .then(() => (language === 'bn' ? loadBengaliNamespace('handOver') : undefined))
    .catch(() => undefined);
}
