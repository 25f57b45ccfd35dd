// The values a visitor's record holds, typed as Firestore's REST API writes them.

type RestValue = { stringValue: string } | { integerValue: string } | { timestampValue: string };

const encodeRestValue = (value: string | number | Date): RestValue =>
  typeof value === 'string'
    ? { stringValue: value }
    : typeof value === 'number'
      ? { integerValue: String(value) }
      : { timestampValue: value.toISOString() };

/** Fields as Firestore's REST API takes them in a write: the other way from decodeRestFields (./published-reader.ts). */
export const encodeRestFields = (data: Record<string, string | number | Date>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeRestValue(value)]));
