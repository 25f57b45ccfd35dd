import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  CEILING_PER_WINDOW,
  PRESCRIPTION_UPLOADS,
  submissionCollections,
  type WrittenCollection,
} from '../../src/data/collections';
import { site } from '../../src/config/site';
import { readText } from '../../src/data/parsers/fields';
import { normaliseIndianMobile } from '../../src/lib/indian-numbers';
import { telHref } from '../../src/lib/links';

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
/** The digest being sent: claimed by one run of the scheduled function at a time. */
const DIGEST_ID = '_digest';
/**
 * How long a send may be under way before another attempt takes it over: longer than a send's
 * 20 s time-out, so two runs never send the same e-mail at once.
 */
const CLAIM_MS = 60_000;

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
  /** Plain text, for a template's `{{message}}`. */
  message: string;
  /** The same as HTML, its phone numbers and console links tappable: `{{{message_html}}}`. */
  messageHtml: string;
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
const telLink = (mobile: string) => {
  const digits = normaliseIndianMobile(mobile);
  return digits === null ? `(not a mobile number: ${mobile})` : telHref(`+91${digits}`);
};

const escapeHtml = (line: string) =>
  line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** What the e-mails link to: a number to call, a record in the console. */
const linkable = /(tel:\+91\d{10}|https:\/\/console\.firebase\.google\.com\/\S+)/g;

/** An e-mail of these lines, in plain text and in HTML with its links tappable. */
const emailOf = (subject: string, lines: string[]): Email => ({
  subject,
  message: lines.join('\n'),
  messageHtml: lines
    .map((line) => escapeHtml(line).replace(linkable, '<a href="$1">$1</a>'))
    .join('<br>\n'),
});

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
  const common = { id, name: readText(data.title), mobile: readText(data.mobile), at, link };
  if (collection === submissionCollections.homeSampleEnquiry.name) {
    return {
      ...common,
      kind: 'homeSampleEnquiry',
      pin: readText(data.pin),
      city: readText(data.city),
      text: readText(data.enquiry),
    };
  }
  if (collection === submissionCollections.feedback.name) {
    return {
      ...common,
      kind: 'feedback',
      email: readText(data.emailaddress),
      text: readText(data.enquiry),
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
    name: readText(metadata?.title),
    mobile: readText(metadata?.mobile),
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
  return emailOf(
    `${what[record.kind]}: ${record.name || 'no name'}, ${record.mobile || 'no mobile'}`,
    lines,
  );
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
  /** When the first record now waiting for a digest was held. */
  heldSince: Timestamp | null;
}

interface Digest {
  claimedAt: Timestamp;
  held: HeldRecord[];
  heldCount: number;
}

/** The log entry's id: one per record, so a retried event does not e-mail again. */
const logId = (record: NotifiedRecord) =>
  `${record.kind}:${record.id}`.replace(/\//g, '|').slice(0, 1400);

/**
 * E-mails the centre about `record`, unless it already has (a retried event) or this minute's
 * e-mails are spent, in which case the record waits for the digest. A failed send throws, for
 * the platform to retry, and the record is then sent on the retry without being counted again.
 * An event delivered twice while its e-mail is being sent throws too, and on its retry finds the
 * e-mail sent: at least once, and in all but a crash mid-send exactly once.
 */
export async function notifyCentre(
  db: Firestore,
  record: NotifiedRecord,
  send: SendEmail,
  now: Date = new Date(),
): Promise<'sent' | 'held' | 'already sent'> {
  const log = db.collection(NOTIFICATIONS).doc(logId(record));
  const quotaRef = db.collection(NOTIFICATIONS).doc(QUOTA_ID);
  const claimed = Timestamp.fromDate(now);
  const decision = await db.runTransaction(async (transaction) => {
    const [entry, quotaDoc] = await Promise.all([transaction.get(log), transaction.get(quotaRef)]);
    const state = entry.get('state') as string | undefined;
    if (state === 'sent') return 'already sent' as const;
    if (state === 'held') return 'held' as const;
    if (
      state === 'sending' &&
      now.getTime() - (entry.get('at') as Timestamp).toMillis() < CLAIM_MS
    ) {
      return 'in flight' as const;
    }
    if (state === 'failed' || state === 'sending') {
      // An earlier attempt failed, or stopped mid-send: this one sends, counted already.
      transaction.set(log, { state: 'sending', at: claimed });
      return 'send' as const;
    }
    const stored = quotaDoc.exists ? (quotaDoc.data() as Quota) : null;
    const quota: Quota =
      stored !== null && now.getTime() - stored.windowStart.toMillis() < WINDOW_MS
        ? stored
        : {
            // A new minute; what an earlier one held back still waits for its digest.
            windowStart: claimed,
            sent: 0,
            held: stored?.held ?? [],
            heldCount: stored?.heldCount ?? 0,
            heldSince: stored?.heldSince ?? null,
          };
    if (quota.sent < NOTIFY_PER_MINUTE) {
      transaction.set(quotaRef, { ...quota, sent: quota.sent + 1 });
      transaction.set(log, { state: 'sending', at: claimed });
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
      heldSince: quota.heldSince ?? claimed,
    });
    transaction.set(log, { state: 'held', at: claimed });
    return 'held' as const;
  });
  if (decision === 'in flight') {
    throw new Error(`${logId(record)}: its e-mail is being sent; the retry will find it sent.`);
  }
  if (decision !== 'send') return decision;
  try {
    await send(emailFor(record));
  } catch (error) {
    // The platform's retry then sends at once, not a minute later.
    await log.set({ state: 'failed', at: claimed });
    throw error;
  }
  await log.set({ state: 'sent', at: claimed });
  return 'sent';
}

/** The digest's e-mail: every record held back, the first hundred by name. */
function digestEmail({ held, heldCount }: Digest): Email {
  const listed = held.map(
    (record) =>
      `- ${what[record.kind]}, ${indiaTime.format(record.at.toDate())}: ` +
      `${record.name || '(no name)'}, ${record.mobile ? telLink(record.mobile) : '(no mobile)'} ` +
      `— ${record.link}`,
  );
  const unlisted = heldCount - held.length;
  return emailOf(`${heldCount} more records came in while e-mails were paused`, [
    `More than ${NOTIFY_PER_MINUTE} records came within a minute; these were not e-mailed one by one.`,
    '',
    ...listed,
    ...(unlisted > 0 ? ['', `And ${unlisted} more: see the console.`] : []),
  ]);
}

/**
 * Once a minute: the records held back for a minute or more, in one e-mail. A run first claims
 * them, in a transaction that hands them from the counter to the digest, so records held
 * meanwhile wait for the next digest and two runs never send the same one; the claim is let go
 * only once the e-mail has gone, and a failed one is taken over and sent again a minute later.
 */
export async function sendDigest(
  db: Firestore,
  send: SendEmail,
  now: Date = new Date(),
): Promise<number> {
  const quotaRef = db.collection(NOTIFICATIONS).doc(QUOTA_ID);
  const digestRef = db.collection(NOTIFICATIONS).doc(DIGEST_ID);
  const claimed = Timestamp.fromDate(now);
  const digest = await db.runTransaction(async (transaction) => {
    const [quotaDoc, digestDoc] = await Promise.all([
      transaction.get(quotaRef),
      transaction.get(digestRef),
    ]);
    if (digestDoc.exists) {
      const earlier = digestDoc.data() as Digest;
      if (now.getTime() - earlier.claimedAt.toMillis() < CLAIM_MS) return null;
      transaction.update(digestRef, { claimedAt: claimed });
      return earlier;
    }
    const quota = quotaDoc.exists ? (quotaDoc.data() as Quota) : null;
    if (quota === null || quota.heldCount === 0 || quota.heldSince === null) return null;
    if (now.getTime() - quota.heldSince.toMillis() < WINDOW_MS) return null;
    const claim: Digest = { claimedAt: claimed, held: quota.held, heldCount: quota.heldCount };
    transaction.set(digestRef, claim);
    transaction.set(quotaRef, { ...quota, held: [], heldCount: 0, heldSince: null });
    return claim;
  });
  if (digest === null) return 0;
  await send(digestEmail(digest));
  await digestRef.delete();
  return digest.heldCount;
}

/** How often staff hear that one form's ceiling was reached: once, not once an hour of a flood. */
export const FLOOD_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

const kindOfCollection: Record<WrittenCollection, NotifiedKind> = {
  [submissionCollections.homeSampleEnquiry.name]: 'homeSampleEnquiry',
  [submissionCollections.feedback.name]: 'feedback',
  [PRESCRIPTION_UPLOADS]: 'prescription',
};

/** The e-mail that says a form's ceiling was reached, and what visitors are told meanwhile. */
export function floodEmail(collection: WrittenCollection, at: Date): Email {
  const kind = what[kindOfCollection[collection]];
  return emailOf(`The website is turning away new records: ${kind}`, [
    `${indiaTime.format(at)} (India time): ${CEILING_PER_WINDOW.toLocaleString('en-IN')} ` +
      `records of this kind (${kind}) came in within an hour, far more than the centre gets; ` +
      'most likely a script is flooding the form.',
    '',
    'Until the hour is over the website turns new ones away. Each visitor is told the site is ' +
      `busy and offered to send what they typed on WhatsApp or as an SMS to ${site.centreNumber}, ` +
      'or to call. Please watch WhatsApp and SMS on that phone.',
    '',
    'Records that came before are kept. This e-mail comes at most once a day for each form.',
  ]);
}

/**
 * Tells staff, once a day at most, that a collection's counter reached the hour's ceiling: a
 * refused write leaves no trace, so the counter's own write is what is watched. Claimed in a
 * transaction, so two deliveries of the event send one e-mail; a failed send lets go of the claim
 * and throws, for the platform to retry.
 */
export async function tellStaffOfFlood(
  db: Firestore,
  collection: WrittenCollection,
  send: SendEmail,
  now: Date = new Date(),
): Promise<'sent' | 'already told'> {
  const log = db.collection(NOTIFICATIONS).doc(`flood:${collection}`);
  const claimed = await db.runTransaction(async (transaction) => {
    const last = (await transaction.get(log)).get('at') as Timestamp | undefined;
    if (last && now.getTime() - last.toMillis() < FLOOD_ALERT_EVERY_MS) return false;
    transaction.set(log, { at: Timestamp.fromDate(now) });
    return true;
  });
  if (!claimed) return 'already told';
  try {
    await send(floodEmail(collection, now));
  } catch (error) {
    await log.delete();
    throw error;
  }
  return 'sent';
}
