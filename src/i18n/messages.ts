import { use, useMemo } from 'react';
import { shared, type Messages } from './en';
import {
  bengaliNamespace,
  loadBengaliNamespace,
  registerBengaliNamespace,
  useLanguage,
  type PageNamespace,
} from './language';

export type { Messages, PageNamespace };
export type SharedMessages = Pick<Messages, 'common' | 'layout'>;

/**
 * The shared messages (header, footer, common words) in the visitor's language. Components read
 * every visible string through this hook or a page namespace's (`useCatalogueMessages`…), always
 * into one `messages` object, so a second language is a change here, not in every component.
 */
export function useMessages(): SharedMessages {
  return useLanguage().catalogue?.messages ?? shared;
}

function useNamespace<K extends PageNamespace>(
  namespace: K,
  english: Messages[K],
): SharedMessages & Pick<Messages, K> {
  const catalogue = useLanguage().catalogue;
  let bengali: Messages[K] | undefined;
  if (catalogue !== null) {
    // Loaded with the page (src/app/lazy-page.ts); a component drawn outside a page waits here.
    bengali = bengaliNamespace(namespace);
    if (bengali === undefined) {
      use(loadBengaliNamespace(namespace));
      bengali = bengaliNamespace(namespace);
    }
  }
  return useMemo(
    () =>
      ({
        common: catalogue?.messages.common ?? shared.common,
        layout: catalogue?.messages.layout ?? shared.layout,
        [namespace]: bengali ?? english,
      }) as SharedMessages & Pick<Messages, K>,
    [catalogue, namespace, bengali, english],
  );
}

/**
 * The hook of a page namespace: the shared messages and the namespace's own, in the visitor's
 * language. Its module imports the English namespace, so the text loads with the pages that use
 * it rather than in every first load; the Bengali is a chunk of its own, registered here and
 * fetched with those pages when Bengali is shown.
 */
export function namespaceHook<K extends PageNamespace>(
  namespace: K,
  english: Messages[K],
  bengali: () => Promise<Messages[K]>,
): () => SharedMessages & Pick<Messages, K> {
  registerBengaliNamespace(namespace, bengali);
  return () => useNamespace(namespace, english);
}
