import { FieldValue, type CollectionReference, type DocumentData } from 'firebase-admin/firestore';
import { readText } from '../../../src/shared/parsers/fields';
import { cappedList } from './capped-list';
import { sameValue, type CatalogueRow, type CellValue } from './catalogue';
import type { ToolIo } from './tool';
import type { Write } from './write-batches';

/**
 * What importing a price list would change in its collection: each row new, changed (field by
 * field) or as stored, and the documents the file leaves out; told to staff before anything is
 * written, and then the writes themselves.
 */

export interface Change {
  row: CatalogueRow;
  /** Each field the import changes, as "price 315 → 320". */
  differences: string[];
}

export interface Plan {
  created: CatalogueRow[];
  changed: Change[];
  unchanged: number;
  /** Documents in the collection that the file does not list. */
  missing: { id: string; name: string }[];
}

const show = (value: unknown) =>
  value === undefined || value === null ? '(empty)' : JSON.stringify(value);

/** Compares the file's rows with the collection as stored. */
export function plan(
  rows: readonly CatalogueRow[],
  stored: ReadonlyMap<string, DocumentData>,
): Plan {
  const result: Plan = { created: [], changed: [], unchanged: 0, missing: [] };
  for (const row of rows) {
    const current = stored.get(row.id);
    if (current === undefined) {
      result.created.push(row);
      continue;
    }
    const differences = Object.entries(row.fields)
      .filter(([field, value]) => !sameValue(current[field], value))
      .map(([field, value]) => `${field} ${show(current[field])} → ${show(value)}`);
    if (differences.length > 0) result.changed.push({ row, differences });
    else result.unchanged += 1;
  }
  const listed = new Set(rows.map(({ id }) => id));
  result.missing = [...stored]
    .filter(([id]) => !listed.has(id))
    .map(([id, data]) => ({ id, name: readText(data.name) }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return result;
}

/** The write for a new document: its non-empty fields. */
const createdFields = (fields: Record<string, CellValue>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

/** The merge for a changed document: the file's columns, with empty cells removed. */
const mergedFields = (fields: Record<string, CellValue>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, value ?? FieldValue.delete()]),
  );

/** Tells staff what the import would do, each list capped so a large change stays readable. */
export function reportPlan(
  collection: string,
  result: Plan,
  deleteMissing: boolean,
  io: ToolIo,
): void {
  io.out(
    `${collection}: ${result.created.length} new, ${result.changed.length} changed, ` +
      `${result.unchanged} unchanged.`,
  );
  const lines = [
    ...cappedList(
      result.created.map((row) => `  new      ${row.id}: ${String(row.fields.name)}`),
      'new',
    ),
    ...cappedList(
      result.changed.map(
        ({ row, differences }) => `  changed  ${row.id}: ${differences.join('; ')}`,
      ),
      'changed',
    ),
  ];
  if (result.missing.length > 0 && deleteMissing) {
    lines.push(
      `${result.missing.length} document(s) of ${collection} are not in the file and will be deleted:`,
      ...cappedList(
        result.missing.map(({ id, name }) => `  delete   ${id}: ${name || '(no name)'}`),
        'to delete',
      ),
    );
  } else if (result.missing.length > 0) {
    lines.push(
      `${result.missing.length} document(s) in ${collection} are not in the file and stay as ` +
        'they are (--delete-missing removes them).',
    );
  }
  for (const line of lines) io.out(line);
}

/** The writes that carry the plan out; the documents it leaves out go only with `deleteMissing`. */
export function planWrites(
  reference: CollectionReference,
  result: Plan,
  deleteMissing: boolean,
): Write[] {
  return [
    ...result.created.map(
      ({ id, fields }): Write =>
        (batch) =>
          batch.set(reference.doc(id), createdFields(fields)),
    ),
    ...result.changed.map(
      ({ row: { id, fields } }): Write =>
        (batch) =>
          batch.set(reference.doc(id), mergedFields(fields), { merge: true }),
    ),
    ...(deleteMissing
      ? result.missing.map(
          ({ id }): Write =>
            (batch) =>
              batch.delete(reference.doc(id)),
        )
      : []),
  ];
}
