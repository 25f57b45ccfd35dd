import { join, resolve } from 'node:path';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { submissionCollections, type SubmissionKind } from '../../src/shared/collections';
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
  'home-visit': 'homeVisit',
} as const satisfies Record<string, SubmissionKind>;
type KindOption = keyof typeof kinds;

const help = `Writes home sample enquiries, feedback and home visit requests to CSV files, newest
first, for the staff who call patients back.

Usage: npm run enquiries:export -- [options]

  --only <kind>        home-sample (${submissionCollections.homeSampleEnquiry.name}),
                       feedback (${submissionCollections.feedback.name}) or
                       home-visit (${submissionCollections.homeVisit.name}); default all.
  --since <date>       Only what arrived on or after this day (YYYY-MM-DD, India time).
                       Only those records are read, by the time the site stores with
                       each (createdAt); records sent before the site stored that time
                       have none, and only an export without --since includes them.
  --out-dir <folder>   Where to write (default: the current folder).
  --force              Replace files of the same name.
  --dry-run            Read and report; write no file.
  --project <id>       The Firebase project (default: the key's project, or the emulator's).
  -h, --help           Show this help.

Each file is named after its collection and today's date, e.g.
${submissionCollections.homeSampleEnquiry.name}-2025-01-31.csv. The first column, received_ist, is when
the visitor sent the form, in India Standard Time; then the form's fields as stored
(title, or from_name for a home visit, is the visitor's name) and the document id. The files hold patients' personal
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
 * The server's time the site writes with each record (firestore.rules require it to be the time
 * of the write). Records sent before the site wrote it have none.
 */
const CREATED_AT = 'createdAt';

/** When a record arrived: its createdAt, or for an older record the time Firestore created it. */
function receivedAt(document: QueryDocumentSnapshot): Date {
  const createdAt: unknown = document.get(CREATED_AT);
  return createdAt instanceof Timestamp ? createdAt.toDate() : document.createTime.toDate();
}

interface Received {
  id: string;
  received: Date;
  data: Record<string, unknown>;
}

/** Midnight in India at the start of the day typed. */
function parseSince(typed: string | undefined): Date | null {
  if (typed === undefined) return null;
  const midnight = new Date(`${typed}T00:00:00+05:30`);
  // A Date rolls 2025-02-30 over into March; the day must be one the calendar has.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(typed) ||
    Number.isNaN(midnight.getTime()) ||
    indiaParts(midnight).date !== typed
  ) {
    throw usageError(`--since must be a day written YYYY-MM-DD, not "${typed}".`);
  }
  return midnight;
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
      const collection = db.collection(name);
      // Queried, not filtered after reading: the collections grow every day, and every document
      // read is paid for.
      const snapshot = await (
        since === null ? collection : collection.where(CREATED_AT, '>=', Timestamp.fromDate(since))
      ).get();
      const received: Received[] = snapshot.docs
        .map((document) => ({
          id: document.id,
          received: receivedAt(document),
          data: document.data(),
        }))
        // Newest first; the id keeps documents of the same instant in one order.
        .sort((a, b) => b.received.getTime() - a.received.getTime() || (a.id < b.id ? -1 : 1));

      const fields = [...Object.keys(maxLengths), 'status'];
      const rows = received.map(({ id, received: at, data }) => [
        indiaDateTime(at),
        ...fields.map((field) => {
          const value = data[field];
          return typeof value === 'string' ? value : value === undefined ? '' : String(value);
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
