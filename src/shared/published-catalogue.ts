import type { RawDocument } from './types';
import { readMillis } from './parsers/moments';
import { BENGALI_SUFFIX } from './types';

/**
 * The published catalogue, as the browser reads it: one document per list collection, `PublishedCatalogue/<collection>`,
 * holding every item of the list as the pages show it, so that a visitor reads one document
 * instead of 2,500. Staff never write it: `npm run catalogue:publish` builds it from scratch, and
 * the Cloud Function in functions/ applies each console edit to it, one item at a time.
 *
 * Its fields:
 * - `format`: this layout's number; a browser built for another ignores the document.
 * - `items`: every item of the list as one JSON object, from each source document's id to the
 *   item, parsed, without its id (publishedItem), gzip-compressed into one bytes value. Compressed
 *   because a document may hold 1 MiB and Bengali text takes 3 bytes a letter: 2,500 tests with
 *   their Bengali twins and other names are well over 1 MiB of JSON, a fraction of it gzipped, and
 *   the browser unpacks it with its own DecompressionStream, no script to download. One field, so
 *   one field override exempts it from indexing. The price is that the function reads the list to
 *   change one item (src/shared/admin/published-lists.ts).
 * - `publishedAt`: when `catalogue:publish` last built it.
 * - `followedSince`: the function's answer to that publish (the same time), proof that a function
 *   is deployed to apply console edits.
 * - `updatedAt`: when the last change was applied, shown as "Prices updated <date>".
 * - `confirmedAt`: when the function last found the list the same as its collection (its
 *   reconciliation, every 6 hours), republishing it if it was not. Optional: a snapshot written
 *   before it existed counts from its publish.
 * - `staleSince`: set when an edit could not be applied, until the next publish or reconciliation.
 * - `opens`: each item's page opens in the last 28 India days, by the item's id, written each week
 *   by the function that counts them (functions/src/item-opens.ts) and nothing else: a publish
 *   carries it over, an edit leaves it, and `updatedAt` does not move for it. Optional.
 *
 * A list is always served, since visitors may not read a catalogue collection whole
 * (firestore.rules); one the function has not vouched for lately is served with its date and a
 * line asking the visitor to call to confirm the price (`needsConfirming`).
 */
export const SNAPSHOT_FORMAT = 2;

export const snapshotFields = {
  format: 'format',
  items: 'items',
  publishedAt: 'publishedAt',
  followedSince: 'followedSince',
  updatedAt: 'updatedAt',
  confirmedAt: 'confirmedAt',
  staleSince: 'staleSince',
  opens: 'opens',
} as const;

/**
 * How old a list's confirmation may be before visitors are asked to call to confirm a price, and
 * staff are told. The function confirms every 6 hours, so a day is four missed confirmations in a
 * row: never a single slow or failed run, but a function that has stopped (billing lapsed, a
 * deploy gone wrong). A day is also the longest a price may be out of date unannounced, which a
 * lab whose prices change rarely can live with; a call confirms the price at the counter anyway.
 */
export const CONFIRMATION_BOUND_HOURS = 24;
const CONFIRMATION_BOUND_MS = CONFIRMATION_BOUND_HOURS * 60 * 60 * 1000;

/**
 * When a snapshot was last known to be in step with staff's edits, as milliseconds: its latest
 * confirmation, or its publish once the function has answered it. 0, as old as can be, when it is
 * known not to be: a publish nobody answered, or an edit that could not be applied.
 */
export function confirmedMillis(data: Record<string, unknown>): number {
  const published = readMillis(data[snapshotFields.publishedAt]);
  if (
    published === null ||
    data[snapshotFields.staleSince] ||
    readMillis(data[snapshotFields.followedSince]) !== published
  ) {
    return 0;
  }
  return Math.max(published, readMillis(data[snapshotFields.confirmedAt]) ?? 0);
}

/**
 * Whether a list shown to visitors should ask them to call to confirm its prices: its
 * confirmation is older than the bound, or it has none (0). A list read from its collection just
 * now (the demo catalogue, or the build) has no confirmation to judge (`undefined`).
 */
export const needsConfirming = (confirmedAt: number | undefined, now: number) =>
  now - (confirmedAt ?? now) > CONFIRMATION_BOUND_MS;

/**
 * The largest a published list's compressed items may grow: Firestore refuses a document over
 * 1 MiB, and this leaves room for a list's growth between a staff warning and a refused write.
 */
export const PUBLISHED_LIST_MAX_BYTES = 800 * 1024;

/**
 * An item's long texts, and their Bengali twins: kept out of its published list, which every
 * visit of a list page downloads whole, and shown on the item's own page, from the pre-rendered
 * HTML and the item's own document.
 */
export const LONG_TEXT_FIELDS = ['about', 'why', 'who'] as const;

/** Whether an item's field is one of its long texts, in either language. */
export const isLongText = (key: string) =>
  LONG_TEXT_FIELDS.some((field) => key === field || key === `${field}${BENGALI_SUFFIX}`);

/** An item as its list's parser made it, when it was published. */
export type PublishedItem = { id: string; name: string } & Record<string, unknown>;

/** A list's items as its snapshot holds them, unpacked: each source document's id to its item. */
export type PublishedItems = Record<string, Record<string, unknown>>;

/** A published list as the browser serves it. */
export interface PublishedList {
  /** When the last change reached it, as an ISO date-time. */
  updatedAt: string;
  /** When it was last known to be in step with staff's edits (ms); 0 when it is not. */
  confirmedAt: number;
  /**
   * Its items, unpacked only when asked, each with its `opens` where counted; rejects when they
   * are not what the function writes.
   */
  items(): Promise<PublishedItem[]>;
  /**
   * Whether items already shown carry these opens: the weekly count changes them without
   * changing `updatedAt`, so a page that kept its items by their date would keep old counts.
   */
  hasOpensOf(items: readonly object[]): boolean;
}

/**
 * A snapshot's opens, by item id: the counts that are whole numbers of 0 or more, anything else
 * passed over (a field written by hand, or by another version).
 */
export function readOpens(value: unknown): Record<string, number> {
  const opens: Record<string, number> = {};
  if (!isObject(value) || Array.isArray(value)) return opens;
  for (const [id, count] of Object.entries(value)) {
    if (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0) opens[id] = count;
  }
  return opens;
}

const opensOf = (item: object): unknown => (item as { opens?: unknown }).opens;

/**
 * The snapshot's dates, when it is of this format and can be unpacked here, and its items on
 * demand; otherwise null, as if nothing were published (a browser without DecompressionStream
 * keeps the list its page was built with). The items were parsed when published, by the parsers
 * the browser has: an item is checked for the shape the function writes (an object with a name)
 * and then trusted, not parsed again.
 */
export function readPublishedList(document: RawDocument | null): PublishedList | null {
  if (document === null || typeof DecompressionStream === 'undefined') return null;
  const { data } = document;
  if (data[snapshotFields.format] !== SNAPSHOT_FORMAT) return null;
  const updated = readMillis(data[snapshotFields.updatedAt]);
  const packed = packedBytes(data[snapshotFields.items]);
  if (updated === null || packed === null) return null;
  const opens = readOpens(data[snapshotFields.opens]);
  const countOf = (id: string) => (Object.hasOwn(opens, id) ? opens[id] : undefined);
  return {
    updatedAt: new Date(updated).toISOString(),
    confirmedAt: confirmedMillis(data),
    items: async () => {
      const parsed: PublishedItem[] = [];
      for (const [id, fields] of Object.entries(await unpackItems(packed))) {
        // An item that is not what the function writes is left out, never the whole list.
        if (isObject(fields) && typeof fields.name === 'string' && fields.name !== '') {
          const count = countOf(id);
          parsed.push({
            ...fields,
            id,
            name: fields.name,
            ...(count !== undefined && { opens: count }),
          });
        }
      }
      return parsed;
    },
    hasOpensOf: (items) =>
      items.every((item) => {
        const id = (item as { id?: unknown }).id;
        return typeof id !== 'string' || opensOf(item) === countOf(id);
      }),
  };
}

/**
 * A snapshot's `items` as bytes: a Uint8Array as the REST reader decodes it (a Buffer from the
 * Admin SDK is one too), or the web SDK's Bytes; null for anything else.
 */
export function packedBytes(value: unknown): Uint8Array | null {
  const bytes: unknown =
    isObject(value) && typeof value.toUint8Array === 'function' ? value.toUint8Array() : value;
  // Asked of the bytes themselves, not their class: a Buffer may come from another realm.
  if (!ArrayBuffer.isView(bytes) || bytes instanceof DataView) return null;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A snapshot's `items` unpacked: gunzipped, as the browser and Node both can, and read as JSON.
 * Rejects for bytes that are not a gzipped JSON object.
 */
export async function unpackItems(packed: Uint8Array): Promise<Record<string, unknown>> {
  const compressed = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(packed.slice());
      controller.close();
    },
  });
  const text = await new Response(compressed.pipeThrough(new DecompressionStream('gzip'))).text();
  const value: unknown = JSON.parse(text);
  if (!isObject(value) || Array.isArray(value)) throw new Error('Published items are not a map');
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
