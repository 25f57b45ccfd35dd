import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  PRESCRIPTION_UPLOADS,
  PUBLISHED_CATALOGUE,
  submissionCollections,
  type WrittenCollection,
} from '../../src/shared/collections';
import { readText } from '../../src/shared/parsers/fields';
import { readMillis } from '../../src/shared/parsers/moments';
import { prescriptionPath, prescriptionTypes } from '../../src/shared/prescription-files';
import {
  CONFIRMATION_BOUND_HOURS,
  confirmedMillis,
  needsConfirming,
  snapshotFields,
} from '../../src/shared/published-catalogue';
import { raiseAlarm } from './alarms';
import {
  consoleDocumentLink,
  emailOf,
  indiaTime,
  noticeFor,
  recordFromDocument,
  type Notice,
  type SendEmail,
} from './notices';
import {
  CLAIM_MS,
  NOTIFICATIONS,
  noticeRef,
  notifyCentre,
  type NoticeEntry,
  type NoticeOutcome,
} from './notifications';
import { ALARM_AFTER_MS, type EmailLimits } from './email-limits';
import { checkUpload, recordWithVerdict, type UploadBucket } from './uploads';

/**
 * Every 15 minutes, what the event handlers could not finish: e-mails that failed for a passing
 * reason are sent again (counted against the minute's e-mails like any other); records that never
 * got an e-mail (an upload whose file never came, an event that was dropped) get one; published
 * lists the function has not confirmed within the bound are told to staff; and when e-mails have
 * failed for 30 minutes, or EmailJS refused one for good, the alarm goes to Cloud Monitoring,
 * which does not depend on EmailJS (./alarms.ts).
 */

export const SWEEP_EVERY_MINUTES = 15;
const MINUTE_MS = 60_000;
export { ALARM_AFTER_MS };
/** Entries the alarm reads a sweep: what is beyond them is named by the next. */
const ALARMS_PER_SWEEP = 50;
/** How far back the first sweep looks for records that got no e-mail. */
const FIRST_LOOK_BACK_MS = 24 * 60 * MINUTE_MS;
/** Records looked at per collection and sweep; a flood's rest waits for the next sweep. */
const RECORDS_PER_SWEEP = 100;
/** Where each collection's records have been looked at up to. */
const SWEEP_ID = '_sweep';

/**
 * How long after a record arrives its e-mail is looked for: a trigger's seconds, with room for
 * its retries; for an upload, the hour storage.rules give its file, and ten minutes more.
 */
const graceMs: Record<WrittenCollection, number> = {
  [submissionCollections.homeSampleEnquiry.name]: 10 * MINUTE_MS,
  [submissionCollections.feedback.name]: 10 * MINUTE_MS,
  [submissionCollections.homeVisit.name]: 10 * MINUTE_MS,
  [PRESCRIPTION_UPLOADS]: 70 * MINUTE_MS,
};

export interface SweepContext {
  db: Firestore;
  send: SendEmail;
  projectId: string;
  /** Where the prescriptions are, to check a file whose own event never came. */
  bucket: UploadBucket;
  now?: Date;
  /** The day's e-mails, from the plan's allowance. */
  limits?: EmailLimits;
}

export interface SweepReport {
  /** The notices sent again, or handed to the digest, by key. */
  resent: string[];
  /** The records and lists staff were told of for the first time, by key. */
  told: string[];
  /** The notices the alarm named. */
  alarmed: string[];
}

export async function sweepNotifications(context: SweepContext): Promise<SweepReport> {
  const now = context.now ?? new Date();
  const resent = await sendFailedAgain(context, now);
  const told = [...(await tellUntold(context, now)), ...(await tellUnconfirmed(context, now))];
  const alarmed = await alarmAboutFailures(context.db, now);
  return { resent, told, alarmed };
}

async function sendFailedAgain({ db, send, limits }: SweepContext, now: Date): Promise<string[]> {
  const waiting = await db
    .collection(NOTIFICATIONS)
    .where('state', 'in', ['failed', 'sending'])
    .limit(RECORDS_PER_SWEEP)
    .get();
  const resent: string[] = [];
  for (const document of waiting.docs) {
    const entry = document.data() as NoticeEntry;
    // A send under way now is left to finish; one claimed long ago stopped mid-send.
    if (entry.state === 'sending' && now.getTime() - entry.at.toMillis() < CLAIM_MS) continue;
    if (!entry.key || !entry.email || entry.line === undefined) continue;
    const notice: Notice = { key: entry.key, email: entry.email, line: entry.line };
    const outcome = await notifyCentre(db, notice, send, now, limits);
    if (outcome === 'sent' || outcome === 'held') resent.push(entry.key);
  }
  return resent;
}

/** Records of the last sweep's window whose e-mail was never sent: told now. */
async function tellUntold(context: SweepContext, now: Date): Promise<string[]> {
  const { db } = context;
  const cursorRef = db.collection(NOTIFICATIONS).doc(SWEEP_ID);
  const cursors = (await cursorRef.get()).data() ?? {};
  const told: string[] = [];
  for (const [collection, grace] of Object.entries(graceMs) as [WrittenCollection, number][]) {
    const from =
      cursors[collection] instanceof Timestamp
        ? cursors[collection]
        : Timestamp.fromMillis(now.getTime() - FIRST_LOOK_BACK_MS);
    const upTo = Timestamp.fromMillis(now.getTime() - grace);
    if (upTo.toMillis() <= from.toMillis()) continue;
    const records = await db
      .collection(collection)
      .where('createdAt', '>', from)
      .where('createdAt', '<=', upTo)
      .orderBy('createdAt')
      .limit(RECORDS_PER_SWEEP)
      .get();
    for (const record of records.docs) {
      const key = await tellOfRecord(context, collection, record.id, record.data(), now);
      if (key !== null) told.push(key);
    }
    const last = records.docs.at(-1)?.get('createdAt');
    cursors[collection] =
      records.size === RECORDS_PER_SWEEP && last instanceof Timestamp ? last : upTo;
  }
  await cursorRef.set(cursors);
  return told;
}

/** Tells staff of one record if nothing has yet; the key of the notice sent, or null. */
async function tellOfRecord(
  { db, send, projectId, bucket, limits }: SweepContext,
  collection: WrittenCollection,
  id: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<string | null> {
  const at = readMillis(data.createdAt) ?? now.getTime();
  let notice: Notice;
  if (collection === PRESCRIPTION_UPLOADS) {
    const extension = String(data.extension);
    if (!Object.hasOwn(prescriptionTypes, extension)) return null;
    const path = prescriptionPath(id, extension as keyof typeof prescriptionTypes);
    const record = {
      kind: 'prescription' as const,
      id: path,
      name: readText(data.title),
      mobile: readText(data.mobile),
      at: new Date(at),
      link: consoleDocumentLink(projectId, PRESCRIPTION_UPLOADS, id),
    };
    if ((await noticeRef(db, noticeFor(record).key).get()).exists) return null;
    // Its file's own event never came: the file never arrived, or its event was lost.
    const verdict = await checkUpload(bucket, db, path, readText(data.contentType));
    notice = noticeFor(
      verdict.state === 'gone'
        ? {
            ...record,
            problem: 'file missing: the upload never arrived; call to ask for it again',
          }
        : recordWithVerdict(record, verdict, projectId, bucket.name),
    );
  } else {
    const record = recordFromDocument(collection, id, data, new Date(at), projectId);
    if (record === null) return null;
    notice = noticeFor(record);
    if ((await noticeRef(db, notice.key).get()).exists) return null;
  }
  await notifyCentre(db, notice, send, now, limits);
  return notice.key;
}

/** Published lists not confirmed within the bound, each told once a lapse. */
async function tellUnconfirmed({ db, send, limits }: SweepContext, now: Date): Promise<string[]> {
  const snapshots = await db
    .collection(PUBLISHED_CATALOGUE)
    .select(
      snapshotFields.publishedAt,
      snapshotFields.followedSince,
      snapshotFields.confirmedAt,
      snapshotFields.staleSince,
    )
    .get();
  const told: string[] = [];
  for (const snapshot of snapshots.docs) {
    const data = snapshot.data();
    const confirmed = confirmedMillis(data);
    if (!needsConfirming(confirmed, now.getTime())) continue;
    const since =
      confirmed ||
      readMillis(data[snapshotFields.staleSince]) ||
      readMillis(data[snapshotFields.publishedAt]) ||
      0;
    const notice = unconfirmedNotice(snapshot.id, confirmed, since);
    const outcome: NoticeOutcome = await notifyCentre(db, notice, send, now, limits);
    if (outcome === 'already sent') continue;
    raiseAlarm('catalogue-unconfirmed', notice.email.subject, { list: snapshot.id });
    told.push(notice.key);
  }
  return told;
}

function unconfirmedNotice(list: string, confirmed: number, since: number): Notice {
  const why =
    confirmed === 0
      ? 'has missed a change: an edit could not be applied, or a publish was not answered'
      : `has not been confirmed since ${indiaTime.format(new Date(confirmed))} (India time), ` +
        `more than ${CONFIRMATION_BOUND_HOURS} hours ago`;
  return {
    key: `unconfirmed:${list}:${since}`,
    email: emailOf(`Prices not confirmed: the ${list} list`, [
      `The published ${list} list ${why}.`,
      'Visitors still see it, with its date and a line asking them to call to confirm the price.',
      '',
      'Run `npm run catalogue:publish -- --project <project-id>` (staff guide, "After a console ' +
        'edit"). If the list lapses again, check that the project is still on the Blaze plan and ' +
        'read the functions’ logs (Firebase console, Functions, Logs).',
    ]),
    line: `- The ${list} list ${why}: run npm run catalogue:publish`,
  };
}

/**
 * The alarm about e-mails that have failed for 30 minutes, or that EmailJS refused for good, each
 * named once. Cloud Monitoring's policy e-mails the centre about it, without EmailJS.
 */
async function alarmAboutFailures(db: Firestore, now: Date): Promise<string[]> {
  // Only the entries due, by the time each failure set: a backlog of old ones costs no reads.
  const failing = await db
    .collection(NOTIFICATIONS)
    .where('alarmDueAt', '<=', Timestamp.fromDate(now))
    .limit(ALARMS_PER_SWEEP)
    .get();
  const due = failing.docs.filter((document) => {
    const entry = document.data() as NoticeEntry;
    return !entry.alarmedAt && (entry.state === 'final' || entry.state === 'failed');
  });
  if (due.length === 0) return [];
  const named = due.map((document) => String(document.get('key') ?? document.id));
  raiseAlarm(
    'notifications-failing',
    `${due.length} e-mail(s) to the centre could not be sent: see the records in the Firebase ` +
      'console (or npm run enquiries:export) and the Notifications collection.',
    {
      notices: named,
      errors: [...new Set(due.map((document) => String(document.get('error') ?? '')))],
    },
  );
  const batch = db.batch();
  for (const document of failing.docs) {
    // Named once; a refusal is never sent again, so its names and mobiles go too.
    const final = document.get('state') === 'final';
    batch.update(document.ref, {
      alarmDueAt: FieldValue.delete(),
      ...(due.includes(document) && { alarmedAt: Timestamp.fromDate(now) }),
      ...(final && { email: FieldValue.delete() }),
    });
  }
  await batch.commit();
  return named;
}
