import { en } from './en';

export type Messages = typeof en;

/**
 * The visitor's message catalogue. Components read every visible string through this hook, so a
 * second language is a change here, not in every component.
 */
export function useMessages(): Messages {
  return en;
}
