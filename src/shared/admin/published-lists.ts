import { isDeepStrictEqual } from 'node:util';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { PUBLISHED_CATALOGUE, type ListCollection } from '../collections';
import { snapshotItem, snapshotItems } from '../parsers/list-parsers';
import { readStaffGlossary } from './staff-glossary';
import {
  packedBytes,
  PUBLISHED_LIST_MAX_BYTES,
  SNAPSHOT_FORMAT,
  snapshotFields,
  unpackItems,
  type PublishedItems,
} from '../published-catalogue';
import { packItems } from './packed-items';

/**
 * The published catalogue as the Admin SDK writes it (its layout: src/shared/published-catalogue.ts).
 * `catalogue:publish` calls publishList; the Cloud Function in functions/src/index.ts calls
 * applyEdit and answerPublish. Rules let nobody else write it.
 */

const snapshotOf = (db: Firestore, collection: string) =>
  db.collection(PUBLISHED_CATALOGUE).doc(collection);

export interface PublishedSummary {
  collection: ListCollection;
  /** Items in the snapshot. */
  items: number;
  /** Documents the list cannot show (no name), left out as the site leaves them out. */
  skipped: string[];
  /** The snapshot's items as JSON, in bytes. */
  jsonBytes: number;
  /** The same compressed, as the snapshot holds them: Firestore's limit is 1 MiB a document. */
  bytes: number;
}

/**
 * Says in the log, which Cloud Logging shows in red, that a list has outgrown its budget: the
 * write goes ahead while Firestore takes it, and catalogue:publish tells staff the same.
 */
function reportOverBudget(collection: string, packed: Buffer) {
  if (packed.length <= PUBLISHED_LIST_MAX_BYTES) return;
  console.error(
    `The published ${collection} list is ${Math.round(packed.length / 1024)} KiB compressed, ` +
      `over its budget of ${PUBLISHED_LIST_MAX_BYTES / 1024} KiB: Firestore refuses 1 MiB.`,
  );
}

/**
 * A stored snapshot's items, unpacked; null when it is of another format or cannot be unpacked,
 * which only a publish from scratch puts right.
 */
async function storedItems(data: DocumentData): Promise<PublishedItems | null> {
  const packed = packedBytes(data[snapshotFields.items]);
  if (data[snapshotFields.format] !== SNAPSHOT_FORMAT || packed === null) return null;
  return (await unpackItems(packed).catch(() => null)) as PublishedItems | null;
}

/**
 * A snapshot of `items`, built now: by `catalogue:publish`, to be answered by the function, or by
 * the function itself, answered and confirmed at once. The items' opens, which no collection
 * holds, are carried over from the snapshot it replaces (`stored`).
 */
function freshSnapshot(
  packed: Buffer,
  { answered, stored }: { answered: boolean; stored: DocumentData | undefined },
) {
  const now = FieldValue.serverTimestamp();
  const opens: unknown = stored?.[snapshotFields.opens];
  return {
    [snapshotFields.format]: SNAPSHOT_FORMAT,
    [snapshotFields.items]: packed,
    [snapshotFields.publishedAt]: now,
    [snapshotFields.updatedAt]: now,
    [snapshotFields.followedSince]: answered ? now : null,
    ...(answered && { [snapshotFields.confirmedAt]: now }),
    [snapshotFields.staleSince]: null,
    ...(opens !== undefined && { [snapshotFields.opens]: opens }),
  };
}

/**
 * Builds a collection's snapshot from scratch: every document read and parsed, in a transaction,
 * so that a console edit made meanwhile makes it read again rather than be lost. The snapshot is
 * served once the function answers (answerPublish), which proves that edits will follow it.
 */
export async function publishList(
  db: Firestore,
  collection: ListCollection,
): Promise<PublishedSummary> {
  return db.runTransaction(async (transaction) => {
    const [documents, stored, glossary] = await Promise.all([
      transaction.get(db.collection(collection)),
      // Only for the opens it holds, which a publish from scratch cannot rebuild.
      transaction.get(snapshotOf(db, collection)),
      readStaffGlossary(db, transaction),
    ]);
    const { items, skipped } = snapshotItems(
      collection,
      documents.docs.map((document) => ({ id: document.id, data: document.data() })),
      glossary,
    );
    const packed = packItems(items);
    transaction.set(
      snapshotOf(db, collection),
      freshSnapshot(packed, { answered: false, stored: stored.data() }),
    );
    return {
      collection,
      items: Object.keys(items).length,
      skipped,
      jsonBytes: Buffer.byteLength(JSON.stringify(items)),
      bytes: packed.length,
    };
  });
}

export type EditOutcome = 'applied' | 'unpublished' | 'stale';

const NOT_FOUND = 5;
const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Applies one source document's create, update or delete to its collection's snapshot: three
 * reads (the document itself, as it stands now; the snapshot, whose compressed items are rewritten
 * whole with the one item changed; staff's glossary phrases) and one write. The snapshot's read is the price of
 * compression: one more read per console edit, nothing beside a visit's.
 * Reading both in a transaction, rather than taking the event's copy, keeps two quick edits in
 * order: the later state always wins. Before the first publish there is no snapshot and nothing
 * to do. An edit that cannot be applied (a snapshot of another format, or grown past Firestore's
 * limit) marks the snapshot stale, so that visitors are asked to call to confirm a price until the
 * next publish or reconciliation.
 */
export async function applyEdit(
  db: Firestore,
  collection: ListCollection,
  docId: string,
): Promise<EditOutcome> {
  const snapshot = snapshotOf(db, collection);
  try {
    return await db.runTransaction(
      async (transaction): Promise<EditOutcome> => {
        const [source, stored, glossary] = await Promise.all([
          transaction.get(db.collection(collection).doc(docId)),
          transaction.get(snapshot),
          readStaffGlossary(db, transaction),
        ]);
        const storedData = stored.data();
        if (storedData === undefined) return 'unpublished';
        const items = await storedItems(storedData);
        if (items === null) throw new Error(`${collection}'s snapshot cannot be read here`);
        const data = source.data();
        const item =
          data === undefined ? null : snapshotItem(collection, { id: docId, data }, glossary);
        const others = Object.fromEntries(Object.entries(items).filter(([id]) => id !== docId));
        const packed = packItems(item === null ? others : { ...others, [docId]: item });
        reportOverBudget(collection, packed);
        transaction.update(snapshot, {
          [snapshotFields.items]: packed,
          [snapshotFields.updatedAt]: FieldValue.serverTimestamp(),
        });
        return 'applied';
      },
      // Edits in a burst (many documents changed at once) all rewrite the one snapshot, taking
      // turns: a wait, not a failure.
      { maxAttempts: 20 },
    );
  } catch (error) {
    console.error(
      `${collection}/${docId} could not be applied to the published catalogue; it is marked ` +
        'stale, and visitors are asked to call to confirm prices until it is reconciled.',
      error,
    );
    await snapshot
      .update({ [snapshotFields.staleSince]: FieldValue.serverTimestamp() })
      .catch((markError: unknown) => {
        if (errorCode(markError) !== NOT_FOUND) throw markError;
      });
    return 'stale';
  }
}

export type ReconcileOutcome = 'confirmed' | 'republished' | 'published';

/**
 * Compares a list's snapshot with its collection, every document read and parsed in a
 * transaction as a publish does, and rewrites the items if an edit was missed (a dropped event, a
 * failed one); either way the snapshot is then confirmed, so visitors are not asked to call. A
 * collection never published, or whose snapshot is of another format, is published, answered at
 * once. One write to the snapshot, whose
 * event `followCatalogue` answers without writing again: `followedSince` is already its publish.
 */
export async function reconcileList(
  db: Firestore,
  collection: ListCollection,
): Promise<ReconcileOutcome> {
  return db.runTransaction(async (transaction): Promise<ReconcileOutcome> => {
    const [documents, stored, glossary] = await Promise.all([
      transaction.get(db.collection(collection)),
      transaction.get(snapshotOf(db, collection)),
      readStaffGlossary(db, transaction),
    ]);
    const { items } = snapshotItems(
      collection,
      documents.docs.map((document) => ({ id: document.id, data: document.data() })),
      glossary,
    );
    const data = stored.data();
    const before = data === undefined ? null : await storedItems(data);
    const packed = packItems(items);
    reportOverBudget(collection, packed);
    if (data === undefined || before === null) {
      transaction.set(
        snapshotOf(db, collection),
        freshSnapshot(packed, { answered: true, stored: data }),
      );
      return 'published';
    }
    const now = FieldValue.serverTimestamp();
    const same = isDeepStrictEqual(items, before);
    transaction.update(snapshotOf(db, collection), {
      ...(!same && { [snapshotFields.items]: packed, [snapshotFields.updatedAt]: now }),
      // This function vouches for the list now, whoever published it.
      [snapshotFields.followedSince]: data[snapshotFields.publishedAt] ?? null,
      [snapshotFields.confirmedAt]: now,
      [snapshotFields.staleSince]: null,
    });
    return same ? 'confirmed' : 'republished';
  });
}

/**
 * Answers a publish: a snapshot whose `followedSince` is not its `publishedAt` has just been
 * built, and this function, by answering, vouches that edits will be applied to it. The write is
 * made only if the snapshot has not changed since the event; if it has, that change's own event
 * answers.
 */
export async function answerPublish(
  db: Firestore,
  collection: string,
  written: { data: DocumentData | undefined; updateTime: Timestamp | undefined },
): Promise<boolean> {
  const { data, updateTime } = written;
  if (data === undefined || updateTime === undefined) return false;
  const published: unknown = data[snapshotFields.publishedAt];
  const followed: unknown = data[snapshotFields.followedSince];
  if (!(published instanceof Timestamp)) return false;
  if (followed instanceof Timestamp && followed.isEqual(published)) return false;
  try {
    await snapshotOf(db, collection).update(
      { [snapshotFields.followedSince]: published },
      { lastUpdateTime: updateTime },
    );
    return true;
  } catch (error) {
    const FAILED_PRECONDITION = 9;
    if (errorCode(error) === FAILED_PRECONDITION || errorCode(error) === NOT_FOUND) return false;
    throw error;
  }
}
