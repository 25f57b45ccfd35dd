/**
 * The ceilings of the collections' counters (`SubmissionQuota/<collection>`, ./collections.ts):
 * what everyone together may write in an hour. Kept apart from the names, which every page
 * loads, as only a visitor's write, the functions and the rules' tests use them.
 */
import { PRESCRIPTION_UPLOADS, type WrittenCollection } from './collections';

/**
 * A form's ceiling: twelve addresses' worth of fresh accounts (2,500 / 217), 250 times a busy hour
 * of a town centre (about ten enquiries). Reached only by a flood from many machines, when it caps
 * the bill, staff are alerted and visitors are handed over.
 */
export const CEILING_PER_WINDOW = 2500;
/**
 * The upload page's ceiling, below the forms' since each record may bring a file of up to 10 MiB
 * into the bucket: some twenty times the centre's busiest hour of prescriptions.
 */
export const UPLOAD_CEILING_PER_WINDOW = 200;
/**
 * What the bucket may take in a day (docs/decisions/125-uploads-bound-by-their-bytes.md), kept for
 * 90 days: 2 GiB a day holds at most about 180 GiB, a few dollars a month.
 */
export const UPLOAD_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024;
/**
 * The day's bytes open a 24th an hour, in the upload counter's own window: each record declares
 * its file's size, the counter adds it in the same commit and storage.rules take only a file of
 * that size, so that a burst in one hour cannot spend the whole day's.
 */
// Arithmetic alone, not Math.floor: a call makes the bundler keep this module's code for its
// side effects in every chunk that imports it.
export const UPLOAD_BYTES_PER_WINDOW = (UPLOAD_BYTES_PER_DAY - (UPLOAD_BYTES_PER_DAY % 24)) / 24;

/** The ceiling of a collection's counter, each hour. */
export const ceilingPerWindow = (collection: WrittenCollection) =>
  collection === PRESCRIPTION_UPLOADS ? UPLOAD_CEILING_PER_WINDOW : CEILING_PER_WINDOW;

/** A collection's counter as the rules keep it: `bytes` on the uploads' alone. */
export interface CeilingCount {
  count: number;
  bytes?: number;
}

/**
 * Whether a collection's counter, in its open window, has room for no more records: its ceiling
 * reached or, for uploads, too few bytes left for a file of `nextBytes`.
 */
export const isCeilingFull = (
  collection: WrittenCollection,
  { count, bytes = 0 }: CeilingCount,
  nextBytes: number,
) =>
  count >= ceilingPerWindow(collection) ||
  (collection === PRESCRIPTION_UPLOADS && bytes + nextBytes > UPLOAD_BYTES_PER_WINDOW);
