import { join, resolve } from 'node:path';
import { submissionCollections, type SubmissionKind } from '../../src/data/collections';
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

const kinds = {
  'home-sample': 'homeSampleEnquiry',
  feedback: 'feedback',
} as const satisfies Record<string, SubmissionKind>;
type KindOption = keyof typeof kinds;

const help = `Writes home sample enquiries and feedback to CSV files, newest first, for the
staff who call patients back.

Usage: npm run enquiries:export -- [options]

  --only <kind>        home-sample (${submissionCollections.homeSampleEnquiry.name}) or
                       feedback (${submissionCollections.feedback.name}); default both.
  --since <date>       Only what arrived on or after this day (YYYY-MM-DD, India time).
  --out-dir <folder>   Where to write (default: the current folder).
  --force              Replace files of the same name.
  --dry-run            Read and report; write no file.
  --project <id>       The Firebase project (default: the key's project, or the emulator's).
  -h, --help           Show this help.

Each file is named after its collection and today's date, e.g.
${submissionCollections.homeSampleEnquiry.name}-2025-01-31.csv. The first column, received_ist, is when
the visitor sent the form, in India Standard Time; then the form's fields as stored
(title is the visitor's name) and the document id. The files hold patients' personal
data: keep them off shared drives and delete them once the calls are made.`;

const options = {
  ...commonOptions,
  only: { type: 'string' },
  since: { type: 'string' },
  'out-dir': { type: 'string' },
  force: { type: 'boolean' },
} as const;

/** India has one time zone and no daylight saving. */
const INDIA = 'Asia/Kolkata';

const indiaParts = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
};

/** `2025-01-31 14:05:09`, India time: a form spreadsheets read as a date and time. */
export const indiaDateTime = (date: Date) => {
  const { date: day, time } = indiaParts(date);
  return `${day} ${time}`;
};

/**
 * What visitors typed is opened in a spreadsheet, which would run a cell starting with = + - or @
 * as a formula ("CSV injection"). A leading apostrophe makes the spreadsheet show it as text.
 */
export const asSpreadsheetText = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

interface Received {
  id: string;
  received: Date;
  data: Record<string, unknown>;
}

function parseSince(typed: string | undefined): Date | null {
  if (typed === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed) || Number.isNaN(Date.parse(typed))) {
    throw usageError(`--since must be a day written YYYY-MM-DD, not "${typed}".`);
  }
  return new Date(`${typed}T00:00:00+05:30`);
}

async function exportEnquiries(args: string[], io: ToolIo): Promise<number> {
  const values = toolOptions(args, options, help, io);
  if (values === null) return EXIT_OK;
  if (values.only !== undefined && !(values.only in kinds)) {
    throw usageError(`--only must be ${Object.keys(kinds).join(' or ')}.`);
  }
  const chosen =
    values.only === undefined ? Object.values(kinds) : [kinds[values.only as KindOption]];
  const since = parseSince(values.since);
  const outDir = resolve(io.cwd, values['out-dir'] ?? '.');
  const today = indiaParts(io.now()).date;

  const target = chooseTarget({ project: values.project, writes: false }, io.env);
  io.out(`Source: ${describeTarget(target)}.`);
  const { db, close } = openFirestore(target);
  try {
    for (const kind of chosen) {
      const { name, maxLengths } = submissionCollections[kind];
      const snapshot = await db.collection(name).get();
      const received: Received[] = snapshot.docs
        .map((document) => ({
          id: document.id,
          received: document.createTime.toDate(),
          data: document.data(),
        }))
        .filter((item) => since === null || item.received >= since)
        // Newest first; the id keeps documents of the same instant in one order.
        .sort((a, b) => b.received.getTime() - a.received.getTime() || (a.id < b.id ? -1 : 1));

      const fields = [...Object.keys(maxLengths), 'status'];
      const rows = received.map(({ id, received: at, data }) => [
        indiaDateTime(at),
        ...fields.map((field) => {
          const value = data[field];
          return asSpreadsheetText(
            typeof value === 'string' ? value : value === undefined ? '' : String(value),
          );
        }),
        id,
      ]);
      const path = join(outDir, `${name}-${today}.csv`);
      const newest = received[0] ? `, newest ${indiaDateTime(received[0].received)} IST` : '';
      if (values['dry-run']) {
        io.out(
          `Dry run: ${name}: ${received.length} record(s) would be written to ${path}${newest}.`,
        );
        continue;
      }
      writeNewFile(path, formatCsv(['received_ist', ...fields, 'id'], rows), values.force ?? false);
      io.out(`${name}: ${received.length} record(s) written to ${path}${newest}.`);
    }
  } finally {
    await close();
  }
  return EXIT_OK;
}

export const enquiriesExport: Tool = {
  name: 'enquiries:export',
  help,
  run: exportEnquiries,
};
