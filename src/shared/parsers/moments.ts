// Kept apart from ./fields.ts: the browser reads a published list's times with these alone, and
// the rest of the parsers load only when a collection itself is read.

interface TimestampLike {
  toDate(): Date;
}

export const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  'toDate' in value &&
  typeof (value as { toDate: unknown }).toDate === 'function';

/** A moment in milliseconds, from a Firestore Timestamp or a Date; anything else null. */
export function readMillis(value: unknown): number | null {
  const date = value instanceof Date ? value : isTimestampLike(value) ? value.toDate() : null;
  const time = date?.getTime();
  return time === undefined || Number.isNaN(time) ? null : time;
}
