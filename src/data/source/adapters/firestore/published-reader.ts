import type { FirebaseEnv } from '../../../../config/env';
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
} from '../../../../shared/collections';
import type { RawDocument } from '../../../../shared/types';
import type { PublishedReader } from '../../data-source';
import { decodeRestFields, documentsUrl } from './rest-decode';

/**
 * The published lists and settings read with one plain GET of Firestore's REST API each rather
 * than the SDK: a list page arrives with its list, and checking it for changes must not cost the
 * phone the SDK's 140 KB of script. The same rules apply (anyone may get a published document),
 * the same one document is read, and the browser's own HTTP stack compresses the answer.
 */
export function createPublishedReader(config: FirebaseEnv): PublishedReader {
  const readPublic = publicDocumentReader(config);
  return {
    readPublished: (collection) => readPublic(PUBLISHED_CATALOGUE, collection),
    readSettings: () => readPublic(PUBLISHED_SETTINGS, PUBLISHED_SETTINGS_ID),
  };
}

/**
 * One document anyone may get (firestore.rules), by one plain GET: a published list, the
 * settings, or a catalogue item's own document, whose long texts its published list leaves out.
 */
export function publicDocumentReader(
  config: FirebaseEnv,
): (collection: string, id: string) => Promise<RawDocument | null> {
  const { apiKey } = config;
  const documents = documentsUrl(config);
  return async (collection, id) => {
    const url = `${documents}/${collection}/${id}?key=${encodeURIComponent(apiKey)}`;
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok)
      throw new Error(`Firestore answered ${response.status} for ${collection}/${id}`);
    const { fields } = (await response.json()) as { fields?: unknown };
    return { id, data: decodeRestFields(fields) };
  };
}
