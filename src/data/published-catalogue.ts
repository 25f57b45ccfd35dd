import type { RawDocument } from './data-source';
import { readMillis } from './parsers/moments';

/**
 * The published catalogue, as the browser reads it: one document per list collection, `PublishedCatalogue/<collection>`,
 * holding every item of the list as the pages show it, so that a visitor reads one document
 * instead of 2,500. Staff never write it: `npm run catalogue:publish` builds it from scratch, and
 * the Cloud Function in functions/ applies each console edit to it, one item at a time.
 *
 * Its fields:
 * - `format`: this layout's number; a browser built for another ignores the document.
 * - `items`: a map from each source document's id to the item, parsed, as JSON text without its
 *   id. A map, so the function changes one item with a field update and never reads the rest;
 *   text, so the 2,500 items are 2,500 fields (Firestore allows 20,000 to a document, counting
 *   each field of a nested map) and one field override exempts them all from indexing.
 * - `publishedAt`: when `catalogue:publish` last built it.
 * - `followedSince`: the function's answer to that publish (the same time), proof that a function
 *   is deployed to apply console edits. Until it answers, the document is not served.
 * - `updatedAt`: when the last change was applied, shown as "Prices updated <date>".
 * - `staleSince`: set when an edit could not be applied; the document is not served until the
 *   next publish.
 */
export const SNAPSHOT_FORMAT = 1;

export const snapshotFields = {
  format: 'format',
  items: 'items',
  publishedAt: 'publishedAt',
  followedSince: 'followedSince',
  updatedAt: 'updatedAt',
  staleSince: 'staleSince',
} as const;

/** An item as its list's parser made it, when it was published. */
export type PublishedItem = { id: string; name: string } & Record<string, unknown>;

/** A published list as the browser serves it. */
export interface PublishedList {
  /** When the last change reached it, as an ISO date-time. */
  updatedAt: string;
  /** Its items, unpacked only when asked. */
  items(): PublishedItem[];
}

/**
 * The snapshot's items when the snapshot may be served as current: of this format, answered by
 * the function, and not marked stale. Otherwise null, and the caller reads the collection itself.
 * The items were parsed when published, by the parsers the browser has: an item is checked for
 * the shape the function writes (an object with a name) and then trusted, not parsed again.
 */
export function readPublishedList(document: RawDocument | null): PublishedList | null {
  if (document === null) return null;
  const { data } = document;
  if (data[snapshotFields.format] !== SNAPSHOT_FORMAT) return null;
  const published = readMillis(data[snapshotFields.publishedAt]);
  const followed = readMillis(data[snapshotFields.followedSince]);
  const updated = readMillis(data[snapshotFields.updatedAt]);
  if (published === null || followed !== published || updated === null) return null;
  if ((data[snapshotFields.staleSince] ?? null) !== null) return null;
  const items = data[snapshotFields.items];
  if (typeof items !== 'object' || items === null) return null;
  return {
    updatedAt: new Date(updated).toISOString(),
    items: () => {
      const parsed: PublishedItem[] = [];
      for (const [id, text] of Object.entries(items)) {
        const fields = typeof text === 'string' ? parseObject(text) : null;
        // An item that is not what the function writes is left out, never the whole list.
        if (typeof fields?.name === 'string' && fields.name !== '') {
          parsed.push({ ...fields, id, name: fields.name });
        }
      }
      return parsed;
    },
  };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
