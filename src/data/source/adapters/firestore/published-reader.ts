import type { FirebaseEnv } from '../../../../config/env';
import { PUBLISHED_CATALOGUE } from '../../../../shared/collections';
import type { PublishedReader } from '../../data-source';
import { decodeRestFields, documentsUrl } from './rest-decode';

/**
 * The published lists read with one plain GET of Firestore's REST API rather than the SDK: a
 * list page arrives with its list, and checking it for changes must not cost the phone the
 * SDK's 140 KB of script. The same rules apply (anyone may get a published list), the same one
 * document is read, and the browser's own HTTP stack compresses the answer.
 */
export function createPublishedReader(config: FirebaseEnv): PublishedReader {
  const { apiKey } = config;
  const documents = documentsUrl(config);
  return {
    async readPublished(collection) {
      const url = `${documents}/${PUBLISHED_CATALOGUE}/${collection}?key=${encodeURIComponent(apiKey)}`;
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Firestore answered ${response.status} for ${collection}`);
      const { fields } = (await response.json()) as { fields?: unknown };
      return { id: collection, data: decodeRestFields(fields) };
    },
  };
}
