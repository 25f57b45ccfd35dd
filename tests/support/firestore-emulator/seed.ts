import { doc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import type { RawDocument } from '../../../src/data/source/data-source';

/** Writes documents into a collection of the test emulator (pass a client that bypasses the rules, as
 * staff edits do), in batches of the SDK's limit. */
export async function seedCollection(
  db: Firestore,
  collection: string,
  documents: readonly RawDocument[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = writeBatch(db);
    for (const { id, data } of documents.slice(start, start + 500)) {
      batch.set(doc(db, collection, id), data);
    }
    await batch.commit();
  }
}
