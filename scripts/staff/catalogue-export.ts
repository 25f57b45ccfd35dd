import { resolve } from 'node:path';
import { readText } from '../../src/shared/parsers/fields';
import {
  catalogueColumns,
  cellFromStored,
  fileColumns,
  findCollection,
  ID_COLUMN,
  importableCollections,
  readRow,
} from './lib/catalogue';
import { cappedList } from './lib/capped-list';
import { formatCsv } from './lib/csv';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import { writeNewFile } from './lib/output-file';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Writes one test collection to a CSV file that catalogue:import reads back.

Usage: npm run catalogue:export -- --collection <name> [options]

  --collection <name>  ${importableCollections.join(', ')}
  --out <file>         Where to write (default: <collection>.csv in the current folder).
  --force              Replace the file if it exists.
  --dry-run            Read the collection and report; write no file.
  --project <id>       The Firebase project (default: the key's project, or the emulator's).
  -h, --help           Show this help.

The file has an id column and the spec's fields, sorted by name, in UTF-8 with a byte-order
mark so Excel shows ₹ and Bengali text. Edit prices in a spreadsheet, save as CSV, and import
it back: rows you did not touch are not written again. Amounts are written as stored, so
one a member of staff typed as "1,200" in the console stays "1,200" here and is stored as
the number 1200 when imported.

A cell that a spreadsheet would run as a formula (one starting with = + - @, a tab or a
carriage return, after any spaces) is written with an apostrophe in front, '=…, so that it
opens as text; catalogue:import takes the apostrophe off again. The report lists the rows
catalogue:import would reject as they are (a missing name, a negative price…).`;

const options = {
  ...commonOptions,
  collection: { type: 'string' },
  out: { type: 'string' },
  force: { type: 'boolean' },
} as const;

async function exportCatalogue(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  const collection =
    values.collection === undefined ? undefined : findCollection(values.collection);
  if (collection === undefined) {
    throw usageError(`--collection must be one of ${importableCollections.join(', ')}.`);
  }
  const path = resolve(io.cwd, values.out ?? `${collection}.csv`);

  const target = chooseTarget({ project: values.project, writes: false }, io.env);
  io.out(`Source: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  let documents;
  try {
    documents = (await db.collection(collection).get()).docs.map((document) => ({
      id: document.id,
      data: document.data(),
    }));
  } finally {
    await close();
  }

  // As the site lists them: by name, then by id so that equal names keep one order.
  documents.sort(
    (a, b) =>
      readText(a.data.name).localeCompare(readText(b.data.name), 'en', { sensitivity: 'base' }) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const columns = fileColumns(collection);
  const rows = documents.map(({ id, data }) =>
    columns.map((column) => (column === ID_COLUMN ? id : cellFromStored(data[column]))),
  );

  // The import's own reading of each row, so that staff learn now which ones to fix.
  const rejected = rows.flatMap((cells) => {
    const values = Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
    const read = readRow(collection, columns, values, values[ID_COLUMN] ?? '');
    return 'reasons' in read ? [`  ${read.source}: ${read.reasons.join('; ')}`] : [];
  });
  const known = new Set(Object.keys(catalogueColumns[collection]));
  const others = [
    ...new Set(documents.flatMap(({ data }) => Object.keys(data).filter((key) => !known.has(key)))),
  ].sort();

  if (values['dry-run']) {
    io.out(`Dry run: ${documents.length} document(s) would be written to ${path}.`);
  } else {
    writeNewFile(path, formatCsv(columns, rows), values.force ?? false);
    io.out(`Wrote ${documents.length} document(s) of ${collection} to ${path}.`);
  }
  if (rejected.length > 0) {
    io.out(
      `Note: catalogue:import will reject ${rejected.length} of these row(s) until they are ` +
        'fixed, in the file or in the console:',
    );
    for (const line of cappedList(rejected, 'to fix')) io.out(line);
  }
  if (others.length > 0) {
    io.out(
      `Note: fields other than the spec's are not exported (the import leaves them as they ` +
        `are): ${others.join(', ')}`,
    );
  }
  return EXIT_OK;
}

export const catalogueExport: Tool = {
  name: 'catalogue:export',
  help,
  run: exportCatalogue,
};
