import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv';
import {
  fileColumns,
  ID_COLUMN,
  readRow,
  REQUIRED_COLUMN,
  type CatalogueRow,
  type ImportableCollection,
  type RejectedRow,
} from './catalogue';
import { ToolError } from './tool';

export interface CatalogueFile {
  /** The file's columns, as the spec names them, id included when present. */
  columns: string[];
  rows: CatalogueRow[];
  rejected: RejectedRow[];
}

/**
 * The columns of a file: the spec's field names in any case, each once, `name` among them.
 * A misspelt column would otherwise be dropped without a word, so it stops the import.
 */
export function checkColumns(collection: ImportableCollection, typed: readonly string[]): string[] {
  const known = fileColumns(collection);
  const columns = typed.map((column) => knownSpelling(known, column));
  const unknown = typed.filter((_, index) => !known.includes(columns[index] ?? ''));
  if (unknown.length > 0) {
    throw new ToolError(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}. ` +
        `The columns for ${collection} are: ${known.join(', ')}.`,
    );
  }
  const repeated = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (repeated.length > 0) {
    throw new ToolError(`the column "${repeated[0] ?? ''}" appears twice.`);
  }
  if (!columns.includes(REQUIRED_COLUMN)) {
    throw new ToolError(`the file has no "${REQUIRED_COLUMN}" column.`);
  }
  return columns;
}

/** A column typed in any case as the field is spelt (`reviewedby` → `reviewedBy`). */
function knownSpelling(known: readonly string[], typed: string): string {
  const lower = typed.trim().toLowerCase();
  return known.find((column) => column.toLowerCase() === lower) ?? lower;
}

function readCsvFile(collection: ImportableCollection, text: string): CatalogueFile {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new ToolError(`the file is not valid CSV: ${error.message}`);
  }
  const [header, ...body] = records;
  if (header === undefined) throw new ToolError('the file is empty.');
  const columns = checkColumns(collection, header.fields);

  const file: CatalogueFile = { columns, rows: [], rejected: [] };
  for (const { line, fields } of body) {
    const source = `line ${line}`;
    if (fields.length !== columns.length) {
      file.rejected.push({
        source,
        reasons: [`has ${fields.length} values; the header has ${columns.length} columns`],
      });
      continue;
    }
    const values = Object.fromEntries(columns.map((column, index) => [column, fields[index]]));
    const row = readRow(collection, columns, values, source);
    if ('reasons' in row) file.rejected.push(row);
    else file.rows.push(row);
  }
  return file;
}

function readJsonFile(collection: ImportableCollection, text: string): CatalogueFile {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    throw new ToolError(
      `the file is not valid JSON: ${error instanceof Error ? error.message : ''}`,
    );
  }
  if (!Array.isArray(items)) {
    throw new ToolError('a JSON file must hold a list of tests: [{ "name": … }, …].');
  }
  const typed = new Set<string>();
  for (const item of items) {
    if (typeof item === 'object' && item !== null)
      for (const key of Object.keys(item)) typed.add(key);
  }
  const columns = checkColumns(collection, [...typed]);

  const file: CatalogueFile = { columns, rows: [], rejected: [] };
  items.forEach((item: unknown, index) => {
    const source = `item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      file.rejected.push({ source, reasons: ['is not an object of fields'] });
      return;
    }
    const values = Object.fromEntries(
      Object.entries(item).map(([key, value]) => [knownSpelling(columns, key), value]),
    );
    const row = readRow(collection, columns, values, source);
    if ('reasons' in row) file.rejected.push(row);
    else file.rows.push(row);
  });
  return file;
}

/**
 * Reads a price list: JSON when the name ends in .json, CSV otherwise. Rows that cannot be
 * imported are collected with their reasons.
 */
export function readCatalogueFile(
  collection: ImportableCollection,
  fileName: string,
  text: string,
): CatalogueFile {
  return rejectDuplicateIds(
    fileName.toLowerCase().endsWith('.json')
      ? readJsonFile(collection, text)
      : readCsvFile(collection, text),
  );
}

/**
 * Keeps out both rows of any two for the same document, since either could be the right one, and
 * sorts the rejected rows as the file has them.
 */
export function rejectDuplicateIds(file: CatalogueFile): CatalogueFile {
  const sourcesById = new Map<string, string[]>();
  for (const { id, source } of file.rows) {
    sourcesById.set(id, [...(sourcesById.get(id) ?? []), source]);
  }
  const duplicates = new Set(
    [...sourcesById].filter(([, sources]) => sources.length > 1).map(([id]) => id),
  );
  if (duplicates.size > 0) {
    const hint = file.columns.includes(ID_COLUMN) ? '' : ' (add an id column to tell them apart)';
    file.rejected.push(
      ...file.rows
        .filter(({ id }) => duplicates.has(id))
        .map(({ id, source }) => ({
          source,
          reasons: [
            `id "${id}" is also on ${(sourcesById.get(id) ?? []).filter((s) => s !== source).join(', ')}${hint}`,
          ],
        })),
    );
    file.rows = file.rows.filter(({ id }) => !duplicates.has(id));
  }
  file.rejected.sort((a, b) => sourceOrder(a.source) - sourceOrder(b.source));
  return file;
}

const sourceOrder = (source: string) => Number(/\d+$/.exec(source)?.[0] ?? 0);
