import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  findCollection,
  importableCollections,
  type CatalogueRow,
  type ImportableCollection,
} from './lib/catalogue';
import { publishLists } from './catalogue-publish';
import { readCatalogueFile } from './lib/catalogue-file';
import { readWorkbook, type WorkbookSheetFile } from './lib/workbook';
import { chooseTarget, describeTarget, openFirestore } from './lib/firestore-target';
import { plan, planWrites, reportPlan } from './lib/import-plan';
import { writeInBatches } from './lib/write-batches';
import {
  commonOptions,
  EXIT_FAILED,
  EXIT_OK,
  parseToolArgs,
  ToolError,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Loads a price list into the test collections: a CSV or JSON file into one, or an Excel
workbook (.xlsx) with a sheet per collection, each sheet named after its collection.

Usage: npm run catalogue:import -- <file.csv|file.json> --collection <name> [options]
       npm run catalogue:import -- <file.xlsx> [--collection <name>] [options]

  --collection <name>  ${importableCollections.join(', ')}; with a workbook, only
                       that collection's sheet is read.
  --dry-run            Check the file and show what would change; write nothing.
  --skip-invalid       Import the good rows even when some are rejected.
  --delete-missing     Also delete documents of the collection that the file does not list.
                       They are listed first, and you are asked to confirm (y/N).
  --yes                With --delete-missing: delete without asking (for scripts; needed
                       when the command does not run in a terminal).
  --project <id>       The Firebase project. Required to write to a real project.
  -h, --help           Show this help.

Columns (the first row of a CSV or of each sheet; the keys of each object in JSON), in any
order, each text column with its optional Bengali twin beside it (name_bn, pti_bn…):
  Labtest:                        id, name, pti, delivery, mrp, off, price
  Radiology, Cardiology, Neurology: id, name, pti, delivery
"name" is required. "id" is the document id; without it the id is made from the name
("Complete Blood Count" -> complete-blood-count), so keep the id column from an export
when you rename a test. Amounts may be written 1200, 1,200, 1,20,000, 1200.50, ₹1,200 or
"Rs. 1,200/-"; "off" is a percentage from 0 to 100, such as 10 or 10%. An empty cell
removes that field; a column the file leaves out is not touched.

Rejected amounts: negative (-500, ₹ -500), in brackets ((500)), formula-like (=100, +100,
@100), ambiguous (1.500: 1.5 or 1500? 1,50: 1.5 or 150?), more than two decimals, a price
above the MRP, and an "off" that is not the discount between MRP and price (to within a
whole percent or a rupee). Rejected Bengali: a _bn cell holding ?? or �, what Excel's
"CSV (Comma delimited)" leaves of Bengali letters; use a workbook (.xlsx), which keeps
them, or save as "CSV UTF-8 (Comma delimited)". In a workbook, a date cell in a text column
reads as the day it shows ("10 Dec 2026"), and one where an amount belongs is rejected.
A workbook whose sheets or column titles are not a price list's is refused whole, naming
the sheet, the row and the column.

Every row is checked first. If any row is rejected, nothing is written (unless
--skip-invalid) and each rejected row is listed with its line number and the reason.
Rows that match what is stored are not written, so importing the same file twice changes
nothing. After writing, the list is published again (see catalogue:publish), and visitors see
it at once; the pages search engines read (each test's own page) keep the last deploy's prices
until \`npm run deploy:pages\` builds and deploys them again.

Uses the Firestore emulator when FIRESTORE_EMULATOR_HOST is set; otherwise the real
project of the key in GOOGLE_APPLICATION_CREDENTIALS (README: "For staff").`;

const options = {
  ...commonOptions,
  collection: { type: 'string' },
  'skip-invalid': { type: 'boolean' },
  'delete-missing': { type: 'boolean' },
  yes: { type: 'boolean' },
} as const;

/**
 * Whether staff confirm the deletions just listed. A file cut short by mistake (one row of a
 * hundred) would otherwise empty the list the site shows, so the answer defaults to no, and
 * without a terminal to ask on only --yes lets the deletions go ahead.
 */
async function confirmDeletions(collection: string, count: number, io: ToolIo): Promise<boolean> {
  const answer = await io.ask(`Delete these ${count} document(s) from ${collection}? [y/N] `);
  if (answer === null) {
    throw new ToolError(
      `--delete-missing would delete ${count} document(s) and needs a confirmation: run this ` +
        'in a terminal to answer, or add --yes to delete without asking. Nothing was written.',
    );
  }
  return /^y(?:es)?$/i.test(answer.trim());
}

async function importCatalogue(args: string[], io: ToolIo): Promise<number> {
  const { values, positionals } = parseToolArgs(args, options);
  if (values.help) {
    io.out(help);
    return EXIT_OK;
  }
  const [fileName, ...extra] = positionals;
  if (fileName === undefined || extra.length > 0) {
    throw usageError('Give exactly one file to import.');
  }
  const workbook = fileName.toLowerCase().endsWith('.xlsx');
  const collection: ImportableCollection | undefined =
    values.collection === undefined ? undefined : findCollection(values.collection);
  if ((values.collection !== undefined || !workbook) && collection === undefined) {
    throw usageError(`--collection must be one of ${importableCollections.join(', ')}.`);
  }
  const dryRun = values['dry-run'] ?? false;
  const skipInvalid = values['skip-invalid'] ?? false;
  const deleteMissing = values['delete-missing'] ?? false;
  const askBeforeDeleting = !(values.yes ?? false);
  if (deleteMissing && skipInvalid) {
    // A rejected row's document would count as missing and be deleted.
    throw usageError('--delete-missing cannot be combined with --skip-invalid.');
  }

  const sheets = await readImportFile(resolve(io.cwd, fileName), fileName, collection);
  const rows = sheets.reduce((sum, { file }) => sum + file.rows.length, 0);
  const rejected = sheets.flatMap(({ file }) => file.rejected);
  if (rows + rejected.length === 0) throw new ToolError(`${fileName} has no rows to import.`);
  io.out(
    `Read ${fileName}: ${sheets
      .map(
        ({ collection: name, file }) =>
          `${file.rows.length + file.rejected.length} row(s) for ${name}`,
      )
      .join(', ')}.`,
  );

  if (rejected.length > 0) {
    io.err(`Rejected ${rejected.length} row(s):`);
    for (const { source, reasons } of rejected) io.err(`  ${source}: ${reasons.join('; ')}`);
    if (!skipInvalid) {
      io.err(
        'Nothing was written. Fix these rows and run again, or add --skip-invalid to import ' +
          `the other ${rows}.`,
      );
      return EXIT_FAILED;
    }
    io.err(`Skipping them (--skip-invalid); importing the other ${rows}.`);
  }

  const target = chooseTarget({ project: values.project, writes: !dryRun }, io.env);
  io.out(`Target: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  try {
    return await applyImport(
      db,
      sheets.map(({ collection: name, file }) => ({ collection: name, rows: file.rows })),
      { dryRun, deleteMissing, askBeforeDeleting },
      io,
    );
  } finally {
    await close();
  }
}

/** The rows of a CSV or JSON file for one collection, or of a workbook's sheets. */
async function readImportFile(
  path: string,
  fileName: string,
  collection: ImportableCollection | undefined,
): Promise<WorkbookSheetFile[]> {
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    throw new ToolError(`cannot read ${path}: ${error instanceof Error ? error.message : ''}`);
  }
  if (fileName.toLowerCase().endsWith('.xlsx')) return readWorkbook(content, fileName, collection);
  if (collection === undefined) throw usageError('Give --collection for a CSV or JSON file.');
  return [{ collection, file: readCatalogueFile(collection, fileName, content.toString('utf8')) }];
}

interface CollectionRows {
  collection: ImportableCollection;
  rows: readonly CatalogueRow[];
}

/**
 * Compares every collection with its rows and reports, then, unless this is a dry run, writes
 * them all: deletions are confirmed once, for every collection together, before any write.
 */
async function applyImport(
  db: Firestore,
  collections: readonly CollectionRows[],
  {
    dryRun,
    deleteMissing,
    askBeforeDeleting,
  }: { dryRun: boolean; deleteMissing: boolean; askBeforeDeleting: boolean },
  io: ToolIo,
): Promise<number> {
  const planned = await Promise.all(
    collections.map(async ({ collection, rows }) => {
      const reference = db.collection(collection);
      const snapshot = await reference.get();
      const stored = new Map(snapshot.docs.map((document) => [document.id, document.data()]));
      const result = plan(rows, stored);
      return { collection, result, writes: planWrites(reference, result, deleteMissing) };
    }),
  );
  for (const { collection, result } of planned) {
    reportPlan(collection, result, deleteMissing, io);
  }
  const writes = planned.flatMap((one) => one.writes);
  if (dryRun) {
    io.out(`Dry run: nothing was written (${writes.length} write(s) would be made).`);
    return EXIT_OK;
  }
  if (writes.length === 0) {
    io.out(
      `Nothing to write: ${collections.length > 1 ? 'every collection' : 'the collection'} ` +
        'already matches the file.',
    );
    return EXIT_OK;
  }
  const deletions = planned.filter(({ result }) => result.missing.length > 0);
  const deletionCount = deletions.reduce((sum, { result }) => sum + result.missing.length, 0);
  if (
    deleteMissing &&
    askBeforeDeleting &&
    deletionCount > 0 &&
    !(await confirmDeletions(
      deletions.map(({ collection }) => collection).join(', '),
      deletionCount,
      io,
    ))
  ) {
    io.err('Not confirmed. Nothing was written.');
    return EXIT_FAILED;
  }
  await writeInBatches(db, writes, io);
  const changed = planned.filter((one) => one.writes.length > 0);
  for (const { collection, writes: made } of changed) {
    io.out(`Done: ${made.length} document(s) written to ${collection}.`);
  }
  await publishLists(
    db,
    changed.map(({ collection }) => collection),
    io,
  );
  io.out(
    'Visitors see the new prices now. The pages search engines read still show those of the ' +
      'last deploy: to update them, run `npm run deploy:pages`.',
  );
  return EXIT_OK;
}

export const catalogueImport: Tool = {
  name: 'catalogue:import',
  help,
  run: importCatalogue,
};
