import type { FirebaseEnv } from '../../../../config/env';
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
} from '../../../../shared/collections';
import type { RawDocument } from '../../../../shared/types';
import type { PublishedReader } from '../../data-source';

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

/** Where Firestore's REST API keeps the project's documents: the project's, or the emulator's. */
export function documentsUrl({
  projectId,
  firestoreEmulatorHost,
}: Pick<FirebaseEnv, 'projectId' | 'firestoreEmulatorHost'>): string {
  const origin =
    firestoreEmulatorHost === ''
      ? 'https://firestore.googleapis.com'
      : `http://${firestoreEmulatorHost}`;
  return `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
}

/**
 * A REST document's `fields` as the SDK would give them; timestamps become Dates, bytes (base64 on
 * the wire) a Uint8Array.
 */
export function decodeRestFields(fields: unknown): Record<string, unknown> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeRestValue(value)]),
  );
}

function decodeRestValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const typed = value as Record<string, unknown>;
  if ('stringValue' in typed) return typed.stringValue;
  if ('integerValue' in typed) return Number(typed.integerValue);
  if ('doubleValue' in typed) return Number(typed.doubleValue);
  if ('booleanValue' in typed) return typed.booleanValue;
  if ('nullValue' in typed) return null;
  if ('timestampValue' in typed) return new Date(String(typed.timestampValue));
  if ('bytesValue' in typed) {
    return Uint8Array.from(atob(String(typed.bytesValue)), (letter) => letter.charCodeAt(0));
  }
  if ('mapValue' in typed) return decodeRestFields((typed.mapValue as { fields?: unknown }).fields);
  if ('arrayValue' in typed) {
    const { values = [] } = typed.arrayValue as { values?: unknown[] };
    return values.map(decodeRestValue);
  }
  return undefined;
}
