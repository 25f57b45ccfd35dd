import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { submissionCollections } from '../../src/data/collections';

/**
 * Telling the centre of what visitors send: one e-mail per record, at most NOTIFY_PER_MINUTE a
 * minute, the rest in one digest once the minute is over. The records themselves are only read:
 * whatever happens to an e-mail, the enquiry stays in Firestore as it came.
 */

/** The e-mails a minute before the rest wait for the digest: a flood must not flood the inbox. */
export const NOTIFY_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** The digest lists this many records by name; beyond them it gives the count. */
const DIGEST_LISTED = 100;

/** Where the functions keep what they have sent; the rules let no visitor read or write it. */
export const NOTIFICATIONS = 'Notifications';
const QUOTA_ID = '_quota';

export type NotifiedKind = 'homeSampleEnquiry' | 'feedback' | 'prescription';

/** What one record says, in the words staff need to call back. */
export interface NotifiedRecord {
  kind: NotifiedKind;
  /** The record's document id, or the prescription's path. */
  id: string;
  name: string;
  mobile: string;
  pin?: string;
  city?: string;
  /** The enquiry, feedback text or tests asked for. */
  text?: string;
  email?: string;
  /** When it came. */
  at: Date;
  /** Where staff open it. */
  link: string;
}

export interface Email {
  subject: string;
  message: string;
}

export type SendEmail = (email: Email) => Promise<void>;

const what: Record<NotifiedKind, string> = {
  homeSampleEnquiry: 'Home sample collection request',
  feedback: 'Feedback',
  prescription: 'Prescription uploaded',
};

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A ten-digit Indian mobile as a link a phone dials. */
const telLink = (mobile: string) =>
  /^[6-9]\d{9}$/.test(mobile) ? `tel:+91${mobile}` : `(not a mobile number: ${mobile})`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The console page of a document, for staff to open it. */
export const consoleDocumentLink = (projectId: string, collection: string, id: string) =>
  `https://console.firebase.google.com/project/${projectId}/firestore/databases/-default-/data/~2F${encodeURIComponent(collection)}~2F${encodeURIComponent(id)}`;

/** The console page of a stored file. */
export const consoleFileLink = (projectId: string, bucket: string, path: string) =>
  `https://console.firebase.google.com/project/${projectId}/storage/${bucket}/files/~2F${path
    .split('/')
    .map(encodeURIComponent)
    .join('~2F')}`;

/** A visitor's record as the e-mail reads it; what staff typed wrongly or left out reads blank. */
export function recordFromDocument(
  collection: string,
  id: string,
  data: Record<string, unknown>,
  at: Date,
  projectId: string,
): NotifiedRecord | null {
  const link = consoleDocumentLink(projectId, collection, id);
  const common = { id, name: text(data.title), mobile: text(data.mobile), at, link };
  if (collection === submissionCollections.homeSampleEnquiry.name) {
    return {
      ...common,
      kind: 'homeSampleEnquiry',
      pin: text(data.pin),
      city: text(data.city),
      text: text(data.enquiry),
    };
  }
  if (collection === submissionCollections.feedback.name) {
    return {
      ...common,
      kind: 'feedback',
      email: text(data.emailaddress),
      text: text(data.enquiry),
    };
  }
  return null;
}

/** A stored prescription, named and numbered by its metadata (storage.rules requires both). */
export function recordFromUpload(
  path: string,
  metadata: Record<string, string> | undefined,
  at: Date,
  projectId: string,
  bucket: string,
): NotifiedRecord | null {
  if (!path.startsWith('prescription/')) return null;
  return {
    kind: 'prescription',
    id: path,
    name: text(metadata?.title),
    mobile: text(metadata?.mobile),
    text: metadata?.originalName ? `File: ${metadata.originalName}` : undefined,
    at,
    link: consoleFileLink(projectId, bucket, path),
  };
}

/** The e-mail about one record. */
export function emailFor(record: NotifiedRecord): Email {
  const lines = [
    `${what[record.kind]} — ${indiaTime.format(record.at)} (India time)`,
    '',
    `Name: ${record.name || '(not given)'}`,
    `Mobile: ${record.mobile || '(not given)'} ${record.mobile ? telLink(record.mobile) : ''}`.trim(),
  ];
  if (record.pin) lines.push(`PIN: ${record.pin}`);
  if (record.city) lines.push(`City: ${record.city}`);
  if (record.email) lines.push(`E-mail: ${record.email}`);
  if (record.text) lines.push('', record.text);
  lines.push('', `Open it: ${record.link}`);
  return {
    subject: `${what[record.kind]}: ${record.name || 'no name'}, ${record.mobile || 'no mobile'}`,
    message: lines.join('\n'),
  };
}

interface HeldRecord {
  kind: NotifiedKind;
  name: string;
  mobile: string;
  at: Timestamp;
  link: string;
}

interface Quota {
  windowStart: Timestamp;
  sent: number;
  held: HeldRecord[];
  heldCount: number;
}

/** The log entry's id: one per record, so a retried event never e-mails twice. */
const logId = (record: NotifiedRecord) =>
  `${record.kind}:${record.id}`.replace(/\//g, '|').slice(0, 1400);

/**
 * E-mails the centre about `record`, unless it already has (a retried event) or this minute's
 * e-mails are spent, in which case the record waits for the digest. A failed send throws, for
 * the platform to retry, and the record is then sent on the retry without being counted again.
 */
export async function notifyCentre(
  db: Firestore,
  record: NotifiedRecord,
  send: SendEmail,
  now: Date = new Date(),
): Promise<'sent' | 'held' | 'already sent'> {
  const log = db.collection(NOTIFICATIONS).doc(logId(record));
  const quotaRef = db.collection(NOTIFICATIONS).doc(QUOTA_ID);
  const decision = await db.runTransaction(async (transaction) => {
    const [entry, quotaDoc] = await Promise.all([transaction.get(log), transaction.get(quotaRef)]);
    const state = entry.get('state') as string | undefined;
    if (state === 'sent' || state === 'held') return 'already sent' as const;
    if (state === 'sending') return 'send' as const;
    const stored = quotaDoc.exists ? (quotaDoc.data() as Quota) : null;
    const quota: Quota =
      stored !== null && now.getTime() - stored.windowStart.toMillis() < WINDOW_MS
        ? stored
        : {
            // A new minute; what an earlier one held back still waits for its digest.
            windowStart: Timestamp.fromDate(now),
            sent: 0,
            held: stored?.held ?? [],
            heldCount: stored?.heldCount ?? 0,
          };
    if (quota.sent < NOTIFY_PER_MINUTE) {
      transaction.set(quotaRef, { ...quota, sent: quota.sent + 1 });
      transaction.set(log, { state: 'sending', at: Timestamp.fromDate(now) });
      return 'send' as const;
    }
    const held: HeldRecord = {
      kind: record.kind,
      name: record.name,
      mobile: record.mobile,
      at: Timestamp.fromDate(record.at),
      link: record.link,
    };
    transaction.set(quotaRef, {
      ...quota,
      held: quota.held.length < DIGEST_LISTED ? [...quota.held, held] : quota.held,
      heldCount: quota.heldCount + 1,
    });
    transaction.set(log, { state: 'held', at: Timestamp.fromDate(now) });
    return 'held' as const;
  });
  if (decision !== 'send') return decision === 'held' ? 'held' : 'already sent';
  await send(emailFor(record));
  await log.set({ state: 'sent', at: Timestamp.fromDate(now) });
  return 'sent';
}

/**
 * Once a minute: the records held back while the e-mails of their minute were spent, in one
 * e-mail. They are cleared only after it has gone, so a failed digest is sent again next time.
 */
export async function sendDigest(
  db: Firestore,
  send: SendEmail,
  now: Date = new Date(),
): Promise<number> {
  const quotaRef = db.collection(NOTIFICATIONS).doc(QUOTA_ID);
  const quotaDoc = await quotaRef.get();
  if (!quotaDoc.exists) return 0;
  const quota = quotaDoc.data() as Quota;
  if (quota.heldCount === 0 || now.getTime() - quota.windowStart.toMillis() < WINDOW_MS) return 0;
  const listed = quota.held.map(
    (held) =>
      `- ${what[held.kind]}, ${indiaTime.format(held.at.toDate())}: ${held.name || '(no name)'}, ` +
      `${held.mobile ? telLink(held.mobile) : '(no mobile)'} — ${held.link}`,
  );
  const unlisted = quota.heldCount - quota.held.length;
  await send({
    subject: `${quota.heldCount} more enquiries came in one minute`,
    message: [
      `More than ${NOTIFY_PER_MINUTE} records came within a minute; these were not e-mailed one by one.`,
      '',
      ...listed,
      ...(unlisted > 0 ? ['', `And ${unlisted} more: see the console.`] : []),
    ].join('\n'),
  });
  await db.runTransaction(async (transaction) => {
    const latest = (await transaction.get(quotaRef)).data() as Quota;
    transaction.set(quotaRef, {
      ...latest,
      held: latest.held.slice(quota.held.length),
      heldCount: latest.heldCount - quota.heldCount,
    });
  });
  return quota.heldCount;
}
