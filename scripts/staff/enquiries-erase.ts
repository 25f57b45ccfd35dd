import {
  erasePerson,
  findPerson,
  foundNothing,
  uploadFolders,
  writtenCollections,
  type PersonData,
} from './lib/erase-person';
import { chooseTarget, describeTarget, openFirestore, type Target } from './lib/firestore-target';
import { openBucketFiles, type OpenPersonFiles } from './lib/person-files';
import {
  commonOptions,
  EXIT_OK,
  toolOptions,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';
import { NOTIFICATIONS } from '../../src/shared/collections';
import { normaliseIndianMobile } from '../../src/shared/indian-numbers';

const help = `Finds everything the website and its functions keep about one person, by their
mobile number, and erases it when they ask: a copy, a correction or erasure under India's
DPDP Act. Call the person back on that number first, to be sure it is them.

Usage: npm run enquiries:erase -- --mobile <number> [--yes]

  --mobile <number>    Their mobile, as they gave it: 98765 43210, +91 98765 43210,
                       098765-43210 or in Bengali digits all find the same records.
  --yes                Erase what was found. Without it nothing is changed: the tool
                       lists what it would erase.
  --bucket <name>      The Storage bucket (default: <project>.firebasestorage.app).
  --project <id>       The Firebase project (default: the key's project, or the
                       emulator's). Erasing on the real project needs it named.
  -h, --help           Show this help.

It searches the records of ${writtenCollections.join(', ')};
the e-mails in ${NOTIFICATIONS} still waiting to be sent, and the lines held for the next
digest; and the uploaded files under ${uploadFolders.join(' and ')} (by the name and mobile
kept with each, and as the file of a prescription record found).

What it cannot reach, clear by hand (docs/staff.md, "Erasing a person's data"): the e-mails
in the centre's mailbox, the EmailJS history, and any exported CSV files.`;

const options = {
  ...commonOptions,
  mobile: { type: 'string' },
  yes: { type: 'boolean' },
  bucket: { type: 'string' },
} as const;

/** Opens the bucket a target's files are in, or returns null with why it cannot be searched. */
export type OpenFiles = (
  target: Target,
  bucket: string,
  env: ToolIo['env'],
) => OpenPersonFiles | string;

/** The project's bucket; an emulator's only when the Storage emulator runs. */
export const openProjectFiles: OpenFiles = (target, bucket, env) =>
  target.kind === 'emulator' && !env.FIREBASE_STORAGE_EMULATOR_HOST
    ? 'no Storage emulator is running (FIREBASE_STORAGE_EMULATOR_HOST is not set)'
    : openBucketFiles(target, bucket);

function report(found: PersonData, io: ToolIo, filesWhere: string) {
  for (const { collection, id, name } of found.records) {
    io.out(`  record   ${collection}/${id}${name ? ` (${name})` : ''}`);
  }
  for (const { id, state } of found.notices) {
    io.out(`  e-mail   ${NOTIFICATIONS}/${id}${state ? ` (${state})` : ''}`);
  }
  for (const { id, lines } of found.digestLines) {
    for (const line of lines) io.out(`  digest   ${NOTIFICATIONS}/${id}: ${line}`);
  }
  for (const { path, name } of found.files ?? []) {
    io.out(`  file     ${filesWhere}/${path}${name ? ` (${name})` : ''}`);
  }
}

export function makeEnquiriesErase(openFiles: OpenFiles): Tool {
  async function erase(args: string[], io: ToolIo): Promise<number> {
    const values = toolOptions(args, options, help, io);
    if (values === null) return EXIT_OK;
    if (values.mobile === undefined) throw usageError('Give the number: --mobile <number>.');
    const digits = normaliseIndianMobile(values.mobile);
    if (digits === null) {
      throw usageError(
        `"${values.mobile}" is not a 10-digit Indian mobile number. Nothing was searched or erased.`,
      );
    }
    const erasing = values.yes === true && values['dry-run'] !== true;
    const target = chooseTarget({ project: values.project, writes: erasing }, io.env);
    const bucket = values.bucket ?? `${target.projectId}.firebasestorage.app`;
    io.out(`Searching ${describeTarget(target)} for ${digits}.`);
    const opened = openFiles(target, bucket, io.env);
    const files = typeof opened === 'string' ? null : opened;
    if (typeof opened === 'string') io.err(`Files not searched: ${opened}.`);
    const { db, close } = openFirestore(target);
    try {
      const found = await findPerson(db, files?.files ?? null, digits);
      const filesWhere = files?.files.name ?? `gs://${bucket}`;
      if (foundNothing(found)) {
        io.out(`Nothing${files === null ? ' in Firestore' : ''} holds ${digits}.`);
        return EXIT_OK;
      }
      io.out(erasing ? 'Erasing:' : 'Would erase:');
      report(found, io, filesWhere);
      const count =
        found.records.length +
        found.notices.length +
        found.digestLines.reduce((sum, { lines }) => sum + lines.length, 0) +
        (found.files?.length ?? 0);
      if (!erasing) {
        io.out(`${count} item(s) hold ${digits}. Nothing was changed: add --yes to erase them.`);
        return EXIT_OK;
      }
      await erasePerson(db, files?.files ?? null, found, digits);
      io.out(
        `Erased ${count} item(s). Now clear by hand the centre's mailbox, the EmailJS history`,
      );
      io.out('and any exported files (docs/staff.md, "Erasing a person\'s data").');
      return EXIT_OK;
    } finally {
      await Promise.all([close(), files?.close()]);
    }
  }
  return { name: 'enquiries:erase', help, run: erase };
}

export const enquiriesErase = makeEnquiriesErase(openProjectFiles);
