import { resolve } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  catalogueColumns,
  catalogueTable,
  findCollection,
  ID_COLUMN,
  importableCollections,
  readRow,
  type ImportableCollection,
} from './lib/catalogue';
import { cappedList } from './lib/capped-list';
import { formatCsv } from './lib/csv';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import { writeNewFile } from './lib/output-file';
import { formatWorkbook } from './lib/workbook';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Writes test collections to a file that catalogue:import reads back: one collection
to a CSV file, or to an Excel workbook (.xlsx) with a sheet per collection.

Usage: npm run catalogue:export -- --collection <name> [options]
       npm run catalogue:export -- --out <file>.xlsx [options]

  --collection <name>  ${importableCollections.join(', ')}; with an .xlsx --out and no
                       --collection, every one of them, a sheet each.
  --out <file>         Where to write: a name ending in .xlsx writes a workbook, any other a
                       CSV file (default: <collection>.csv in the current folder).
  --force              Replace the file if it exists.
  --dry-run            Read the collection and report; write no file.
  --project <id>       The Firebase project (default: the key's project, or the emulator's).
  -h, --help           Show this help.

The file has an id column and the spec's fields, sorted by name, in UTF-8 with a byte-order
mark so Excel shows ₹ and Bengali text. Edit prices in a spreadsheet, save as CSV, and import
it back: rows you did not touch are not written again. Amounts are written as stored, so
one a member of staff typed as "1,200" in the console stays "1,200" here and is stored as
the number 1200 when imported.

A workbook keeps Bengali whatever Excel does with it; prefer it to CSV wherever the _bn
columns are edited. Its every cell is text, never a formula: "=HYPERLINK(…)" is written, shown
and read back as those characters.

In a CSV file, a cell that a spreadsheet would run as a formula (one starting with = + - @, a tab or a
carriage return, after any spaces) is written with an apostrophe in front, '=…, so that it
opens as text; catalogue:import takes the apostrophe off again. The report lists the rows
catalogue:import would reject as they are (a missing name, a negative price…).`;

const options = {
  ...commonOptions,
  collection: { type: 'string' },
  out: { type: 'string' },
  force: { type: 'boolean' },
} as const;

interface ExportedCollection {
  collection: ImportableCollection;
  columns: string[];
  rows: string[][];
  /** The rows the import would refuse as they are, one report line each. */
  rejected: string[];
  /** Stored fields that are not columns of the file. */
  others: string[];
}

/** `named`: several collections go to one file, so each report line names its own. */
async function readCollection(
  db: Firestore,
  collection: ImportableCollection,
  named: boolean,
): Promise<ExportedCollection> {
  const documents = (await db.collection(collection).get()).docs.map((document) => ({
    id: document.id,
    data: document.data(),
  }));
  const { columns, rows } = catalogueTable(collection, documents);
  // The import's own reading of each row, so that staff learn now which ones to fix.
  const rejected = rows.flatMap((cells) => {
    const values = Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
    const read = readRow(collection, columns, values, values[ID_COLUMN] ?? '');
    const where = named ? `${collection} ${read.source}` : read.source;
    return 'reasons' in read ? [`  ${where}: ${read.reasons.join('; ')}`] : [];
  });
  const known = new Set(Object.keys(catalogueColumns[collection]));
  const others = [
    ...new Set(documents.flatMap(({ data }) => Object.keys(data).filter((key) => !known.has(key)))),
  ].sort();
  return { collection, columns, rows, rejected, others };
}

const isWorkbook = (path: string) => path.toLowerCase().endsWith('.xlsx');

async function exportCatalogue(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  const collection =
    values.collection === undefined ? undefined : findCollection(values.collection);
  if (values.collection !== undefined && collection === undefined) {
    throw usageError(`--collection must be one of ${importableCollections.join(', ')}.`);
  }
  if (collection === undefined && (values.out === undefined || !isWorkbook(values.out))) {
    throw usageError(
      `Give --collection (${importableCollections.join(', ')}), or --out <file>.xlsx to write ` +
        'every collection to one workbook.',
    );
  }
  const path = resolve(io.cwd, values.out ?? `${collection ?? 'catalogue'}.csv`);
  const collections = collection === undefined ? importableCollections : [collection];

  const target = chooseTarget({ project: values.project, writes: false }, io.env);
  io.out(`Source: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  let exported: ExportedCollection[];
  try {
    exported = await Promise.all(
      collections.map((name) => readCollection(db, name, collections.length > 1)),
    );
  } finally {
    await close();
  }

  const described = exported
    .map(({ collection: name, rows }) => `${rows.length} document(s) of ${name}`)
    .join(', ');
  if (values['dry-run']) {
    io.out(`Dry run: ${described} would be written to ${path}.`);
  } else {
    const content = isWorkbook(path)
      ? await formatWorkbook(exported)
      : formatCsv(exported[0]?.columns ?? [], exported[0]?.rows ?? []);
    writeNewFile(path, content, values.force ?? false);
    io.out(`Wrote ${described} to ${path}.`);
  }
  const rejected = exported.flatMap((one) => one.rejected);
  if (rejected.length > 0) {
    io.out(
      `Note: catalogue:import will reject ${rejected.length} of these row(s) until they are ` +
        'fixed, in the file or in the console:',
    );
    for (const line of cappedList(rejected, 'to fix')) io.out(line);
  }
  const others = [...new Set(exported.flatMap((one) => one.others))].sort();
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
