import { shared, type Messages } from './en';
import { useLanguage } from './language';

export type { Messages };
export type SharedMessages = Pick<Messages, 'common' | 'layout'>;
export type PageNamespace = Exclude<keyof Messages, keyof SharedMessages>;

/**
 * The shared messages (header, footer, common words) in the visitor's language. Components read
 * every visible string through this hook or `useNamespace`, so a second language is a change
 * here, not in every component.
 */
export function useMessages(): SharedMessages {
  return useLanguage().catalogue?.messages ?? shared;
}

/**
 * A page's own messages in the visitor's language. The page passes its English namespace, which
 * it imports itself, so that text loads with the page's chunk rather than in every first load;
 * the Bengali text is one chunk of its own, loaded when Bengali is chosen.
 */
export function useNamespace<K extends PageNamespace>(
  namespace: K,
  english: Messages[K],
): Messages[K] {
  const catalogue = useLanguage().catalogue;
  return catalogue === null ? english : catalogue.messages[namespace];
}
