import type { FirebaseEnv } from '../../../../config/env';

// Firestore's REST API as the site reads it: where its documents are, and their fields decoded.

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
