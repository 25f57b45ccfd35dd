import { listNames, listRegistry, type ListName } from '../../../src/shared/catalogue-lists';
import { readAmount, readDay, readPercent, readText } from '../../../src/shared/parsers/fields';
import {
  amountProblem,
  priceProblems,
  type NumberColumnKind,
} from '../../../src/shared/amount-cells';
import { BENGALI_SUFFIX } from '../../../src/shared/types';

/**
 * The test collections staff load from a price list, their columns (the spec's fields), and how a
 * cell becomes a stored value. Amounts are checked strictly (amount-cells.ts), then read with the
 * site's own lenient readers, so a price the import accepts is the price the site shows.
 */

/** The collections of the lists staff import (`staffImport` in src/shared/catalogue-lists.ts). */
export type ImportableCollection = {
  [List in ListName]: (typeof listRegistry)[List] extends { staffImport: true }
    ? (typeof listRegistry)[List]['collection']
    : never;
}[ListName];

export const importableCollections = listNames
  .filter((list) => listRegistry[list].staffImport)
  .map((list) => listRegistry[list].collection) as ImportableCollection[];

type ColumnKind = 'text' | NumberColumnKind;

/** Each text column is followed by its optional Bengali twin, `<column>_bn` (src/shared/types.ts). */
const listedTestColumns = {
  name: 'text',
  name_bn: 'text',
  pti: 'text',
  pti_bn: 'text',
  delivery: 'text',
  delivery_bn: 'text',
  /**
   * For the test's own page (ListedTest in src/shared/types.ts): the sample taken, what the test
   * checks, why and when it is done, who should take it; the ids of the tests a profile includes;
   * the reviewing doctor's id and the day of the review.
   */
  sample: 'text',
  sample_bn: 'text',
  about: 'text',
  about_bn: 'text',
  why: 'text',
  why_bn: 'text',
  who: 'text',
  who_bn: 'text',
  includes: 'text',
  reviewedBy: 'text',
  reviewedOn: 'text',
  /** Prices, on every list: a scan is priced as a lab test is. */
  mrp: 'amount',
  off: 'percent',
  price: 'amount',
  /**
   * What orders a search's results (docs/decisions/108-best-match-first.md), and for a scan the
   * service page that lists it.
   */
  code: 'text',
  kind: 'text',
  rank: 'amount',
  service: 'text',
} as const;

/** Each collection's fields in the order the files have them; `id` comes first. */
export const catalogueColumns: Record<
  ImportableCollection,
  Readonly<Record<string, ColumnKind>>
> = {
  Labtest: listedTestColumns,
  Radiology: listedTestColumns,
  Cardiology: listedTestColumns,
  Neurology: listedTestColumns,
};

export const ID_COLUMN = 'id';
export const REQUIRED_COLUMN = 'name';

export const fileColumns = (collection: ImportableCollection) => [
  ID_COLUMN,
  ...Object.keys(catalogueColumns[collection]),
];

/** The collection a staff member typed, in any case; undefined when it is not one of the four. */
export function findCollection(typed: string): ImportableCollection | undefined {
  return importableCollections.find((name) => name.toLowerCase() === typed.trim().toLowerCase());
}

/** A stored value; null is an empty cell, which leaves the document without that field. */
export type CellValue = string | number | null;

export interface CatalogueRow {
  /** Where the row came from, for the report: "line 12" or "item 3". */
  source: string;
  id: string;
  /** One entry per column the file has, id aside. */
  fields: Record<string, CellValue>;
}

export interface RejectedRow {
  source: string;
  reasons: string[];
}

const describe = (raw: unknown) => (typeof raw === 'string' ? `"${raw}"` : String(raw));

/**
 * What a spreadsheet leaves of Bengali saved in an encoding without it: runs of question marks,
 * or the replacement character U+FFFD. A twin is Bengali, so either means the text was lost.
 */
const lostBengali = /\?{2,}|\uFFFD/;

/**
 * A workbook's date cell as the day it shows. Workbook readers give the day at midnight UTC, so the
 * day is read in UTC whatever the laptop's time zone.
 */
const dayOfCell = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

/** How a report names a column: by its name, or with where it is in a workbook ("mrp (column O)"). */
export type ColumnLabel = (column: string) => string;

/** A cell as stored, or the reason it cannot be. */
function readCell(
  label: string,
  column: string,
  kind: ColumnKind,
  raw: unknown,
): { value: CellValue } | { reason: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { value: null };
  }
  if (raw instanceof Date && !Number.isNaN(raw.getTime())) {
    // A spreadsheet stores a date as a number of days; read as the day it shows, never that number.
    if (kind === 'text') return { value: dayOfCell(raw) };
    return {
      reason:
        `${label} holds the date ${dayOfCell(raw)}, not ${kind === 'percent' ? 'a percentage' : 'an amount'}: ` +
        'the spreadsheet took what was typed for a date; format the column as Text and type it again',
    };
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    return { reason: `${label} must be text or a number, not ${JSON.stringify(raw)}` };
  }
  if (kind === 'text') {
    const text = readText(raw);
    if (column.endsWith(BENGALI_SUFFIX) && lostBengali.test(text)) {
      return {
        reason:
          `${label} ${describe(text)} holds question marks or � where Bengali letters were: ` +
          'the file was saved in a way that drops them (Excel\'s "CSV (Comma delimited)"). Keep ' +
          'the price list as a workbook instead (catalogue:export -- --out prices.xlsx), which ' +
          'keeps Bengali, or save it as "CSV UTF-8 (Comma delimited)"; then type the Bengali again',
      };
    }
    return { value: text };
  }
  const problem = amountProblem(raw, kind);
  if (problem !== null) return { reason: `${label} ${describe(raw)} ${problem}` };
  if (kind === 'percent') {
    const percent = readPercent(raw);
    return percent === null
      ? { reason: `${label} ${describe(raw)} is not a percentage from 0 to 100` }
      : { value: percent };
  }
  const amount = readAmount(raw);
  return amount === null
    ? { reason: `${label} ${describe(raw)} is not an amount in rupees` }
    : { value: amount };
}

/**
 * A document id from a test's name: lower case, words joined by '-'. Letters of any script are
 * kept, so a name in Bengali still makes an id.
 */
export function idFromName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** Why Firestore would refuse an id, or null when it is a valid one. */
function idProblem(id: string): string | null {
  if (id.includes('/')) return `id "${id}" contains "/"`;
  if (id === '.' || id === '..') return `id "${id}" is not allowed`;
  if (/^__.*__$/.test(id)) return `id "${id}" is reserved by Firestore`;
  if (Buffer.byteLength(id) > 1500) return 'id is longer than 1,500 bytes';
  return null;
}

/**
 * Reads one row (a CSV record or a JSON object, keyed by column) of a file whose columns are
 * `columns`. Every problem in the row is reported, not just the first.
 */
export function readRow(
  collection: ImportableCollection,
  columns: readonly string[],
  values: Readonly<Record<string, unknown>>,
  source: string,
  label: ColumnLabel = (column) => column,
): CatalogueRow | RejectedRow {
  const kinds = catalogueColumns[collection];
  const reasons: string[] = [];
  const fields: Record<string, CellValue> = {};
  for (const column of columns) {
    const kind = kinds[column];
    if (kind === undefined) continue;
    const cell = readCell(label(column), column, kind, values[column]);
    if ('reason' in cell) reasons.push(cell.reason);
    else fields[column] = cell.value;
  }
  const name = fields[REQUIRED_COLUMN];
  if (name === null || name === undefined) {
    reasons.unshift('name is empty (the site shows no test without a name)');
  }
  reasons.push(...priceProblems(fields));

  const typedId = values[ID_COLUMN];
  let id = '';
  if (typeof typedId === 'string' || typeof typedId === 'number') id = String(typedId).trim();
  else if (typedId !== undefined && typedId !== null) reasons.push('id must be text');
  if (id === '' && typeof name === 'string') {
    id = idFromName(name);
    if (id === '') reasons.push('no id can be made from the name; add an id column');
  }
  const problem = id === '' ? null : idProblem(id);
  if (problem !== null) reasons.push(problem);

  return reasons.length > 0 ? { source, reasons } : { source, id, fields };
}

/** Whether a stored field already holds what the row would write. */
export function sameValue(stored: unknown, value: CellValue): boolean {
  if (value === null) {
    // The site shows a missing field and a blank one alike; neither needs a write.
    return stored === undefined || (typeof stored === 'string' && stored.trim() === '');
  }
  // A list typed in the console (a profile's `includes`) is exported as "a, b": the same list.
  if (Array.isArray(stored)) return cellFromStored(stored) === value;
  return stored === value;
}

/** A stored value as a cell of the export, written so the import reads it back the same. */
export function cellFromStored(stored: unknown): string {
  if (stored === undefined || stored === null) return '';
  if (typeof stored === 'string') return stored;
  if (typeof stored === 'number') return Number.isFinite(stored) ? String(stored) : '';
  // A profile's included tests, typed as an array in the console, as the import reads them back.
  if (Array.isArray(stored)) return stored.map(readText).filter(Boolean).join(', ');
  // A review day picked in the console's date field, as a day the import reads back.
  return readDay(stored) ?? readText(stored);
}

/** A collection's documents as the rows of an export, by name as the site lists them. */
export function catalogueTable(
  collection: ImportableCollection,
  documents: readonly { id: string; data: Readonly<Record<string, unknown>> }[],
): { columns: string[]; rows: string[][] } {
  const sorted = [...documents].sort(
    (a, b) =>
      readText(a.data.name).localeCompare(readText(b.data.name), 'en', { sensitivity: 'base' }) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const columns = fileColumns(collection);
  const rows = sorted.map(({ id, data }) =>
    columns.map((column) => (column === ID_COLUMN ? id : cellFromStored(data[column]))),
  );
  return { columns, rows };
}
