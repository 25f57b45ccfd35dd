import { useMemo } from 'react';
import { shared, type Messages } from './en';
import { useLanguage } from './language';

export type { Messages };
export type SharedMessages = Pick<Messages, 'common' | 'layout'>;
export type PageNamespace = Exclude<keyof Messages, keyof SharedMessages>;

/**
 * The shared messages (header, footer, common words) in the visitor's language. Components read
 * every visible string through this hook or a page namespace's (`useCatalogueMessages`…), always
 * into one `messages` object, so a second language is a change here, not in every component.
 */
export function useMessages(): SharedMessages {
  return useLanguage().catalogue?.messages ?? shared;
}

/**
 * The shared messages and a page's own, in the visitor's language: what the `use…Messages` hook
 * of each namespace returns. That hook imports the English namespace itself, so the text loads
 * with the pages that use it rather than in every first load; the Bengali text is one chunk of
 * its own, loaded when Bengali is chosen.
 */
export function useNamespace<K extends PageNamespace>(
  namespace: K,
  english: Messages[K],
): SharedMessages & Pick<Messages, K> {
  const catalogue = useLanguage().catalogue;
  return useMemo(() => {
    const messages = catalogue?.messages;
    return {
      common: messages?.common ?? shared.common,
      layout: messages?.layout ?? shared.layout,
      [namespace]: messages?.[namespace] ?? english,
    } as SharedMessages & Pick<Messages, K>;
  }, [catalogue, namespace, english]);
}
