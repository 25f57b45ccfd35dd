import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { ToolError, type ToolIo } from './tool';

/** One write, added to whichever batch it falls in. */
export type Write = (batch: WriteBatch) => void;

/** Firestore's most writes in one commit. */
const BATCH_SIZE = 500;

/**
 * Commits the writes 500 at a time, each batch all or nothing. Should one fail, the batches before
 * it stay written; the report says so, and since every tool here writes the same documents again
 * on a second run, running the same command again finishes the job.
 */
export async function writeInBatches(db: Firestore, writes: readonly Write[], io: ToolIo) {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    const part = writes.slice(start, start + BATCH_SIZE);
    for (const write of part) write(batch);
    try {
      await batch.commit();
    } catch (error) {
      throw new ToolError(
        `writing stopped after ${start} of ${writes.length} writes: ` +
          `${error instanceof Error ? error.message : String(error)}\n` +
          'Run the same command again to finish: what is already written is not written twice.',
      );
    }
    if (writes.length > BATCH_SIZE) {
      io.out(`  wrote ${start + part.length} of ${writes.length}`);
    }
  }
}
