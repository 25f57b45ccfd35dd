import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  CEILING_PER_WINDOW,
  PRESCRIPTION_UPLOADS,
  RETENTION_DAYS,
  submissionCollections,
  type WrittenCollection,
} from '../../src/data/collections';
import { site } from '../../src/config/site';
import { readText } from '../../src/data/parsers/fields';
import { normaliseIndianMobile } from '../../src/lib/indian-numbers';
import { telHref } from '../../src/lib/links';
import { consoleDocumentLink } from '../../src/shared/console-links';

/**
 * Telling the centre: one e-mail per record (or per thing staff must know), at most
 * NOTIFY_PER_MINUTE a minute, the rest in one digest once the minute is over. The records
 * themselves are only read: whatever happens to an e-mail, the enquiry stays in Firestore as it
 * came. A send that fails for a passing reason waits for the sweep (./sweep.ts), which sends it
 * again within the same limit; one the provider refuses for good is not sent again, and the sweep
 * raises the alarm.
 */

/** The e-mails a minute before the rest wait for the digest: a flood must not flood the inbox. */
export const NOTIFY_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** The digest lists this many records by name; beyond them it gives the count. */
const DIGEST_LISTED = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the functions keep what they have sent; the rules let no visitor read or write it. */
export const NOTIFICATIONS = 'Notifications';
const QUOTA_ID = '_quota';
/** The digest being sent: claimed by one run of the scheduled function at a time. */
const DIGEST_ID = '_digest';
/**
 * How long a send may be under way before another attempt takes it over: longer than a send's
 * 20 s time-out, so two runs never send the same e-mail at once.
 */
export const CLAIM_MS = 60_000;

/** Why an e-mail did not go: `permanent` when sending the same again cannot succeed. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

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
  /** What went wrong with it, in a few words: "file missing", "file quarantined". */
  problem?: string;
}

export interface Email {
  subject: string;
  /** Plain text, for a template's `{{message}}`. */
  message: string;
  /** The same as HTML, its phone numbers and console links tappable: `{{{message_html}}}`. */
  messageHtml: string;
}

export type SendEmail = (email: Email) => Promise<void>;

/** One thing staff are told of: an e-mail of its own, or a line of a digest in a flood. */
export interface Notice {
  /** What it is about: a redelivered event, or a sweep finding it again, sends nothing more. */
  key: string;
  email: Email;
  /** Its line in the digest, when a flood holds it back. */
  line: string;
}

/**
 * Where a notice stands, in `Notifications/<its key>`: `sending` while claimed, `sent`, `held` for
 * the digest, `failed` for a passing reason (the sweep sends it again) or `final` when the
 * provider refused it for good. Until it is sent its e-mail is kept, names and mobiles included,
 * for the sweep to send; once sent or handed to the digest only the state stays, and the TTL
 * policy on `expiresAt` deletes the entry with the records (firestore.indexes.json).
 */
export type NoticeState = 'sending' | 'sent' | 'held' | 'failed' | 'final';

export interface NoticeEntry {
  state: NoticeState;
  /** When it came to this state. */
  at: Timestamp;
  expiresAt: Timestamp;
  key?: string;
  email?: Email;
  line?: string;
  /** When its first send failed, for the alarm after 30 minutes. */
  failedSince?: Timestamp;
  error?: string;
  /** When the sweep raised the alarm about it, so it is raised once. */
  alarmedAt?: Timestamp;
}

const what: Record<NotifiedKind, string> = {
  homeSampleEnquiry: 'Home sample collection request',
  feedback: 'Feedback',
  prescription: 'Prescription uploaded',
};

export const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The day the TTL policy deletes an entry: the records' own retention. */
export const expiryFrom = (now: Date) =>
  Timestamp.fromMillis(now.getTime() + RETENTION_DAYS * DAY_MS);

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
export const emailOf = (subject: string, lines: string[]): Email => ({
  subject,
  message: lines.join('\n'),
  messageHtml: lines
    .map((line) => escapeHtml(line).replace(linkable, '<a href="$1">$1</a>'))
    .join('<br>\n'),
});

/** The console page of a document, for staff to open it (shared with the staff tools). */
export { consoleDocumentLink };

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

/** The e-mail about one record, and its line in a digest. */
export function noticeFor(record: NotifiedRecord): Notice {
  const heading = record.problem ? `${what[record.kind]} (${record.problem})` : what[record.kind];
  const lines = [
    `${heading} — ${indiaTime.format(record.at)} (India time)`,
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
    key: `${record.kind}:${record.id}`,
    email: emailOf(
      `${heading}: ${record.name || 'no name'}, ${record.mobile || 'no mobile'}`,
      lines,
    ),
    line:
      `- ${heading}, ${indiaTime.format(record.at)}: ${record.name || '(no name)'}, ` +
      `${record.mobile ? telLink(record.mobile) : '(no mobile)'} — ${record.link}`,
  };
}

interface Quota {
  windowStart: Timestamp;
  sent: number;
  /** The digest lines of the notices held back, the first DIGEST_LISTED of them. */
  held: string[];
  heldCount: number;
  /** When the first notice now waiting for a digest was held. */
  heldSince: Timestamp | null;
  expiresAt: Timestamp;
}

interface Digest {
  claimedAt: Timestamp;
  held: string[];
  heldCount: number;
  expiresAt: Timestamp;
}

/** The entry's document id: one per notice, so a retried event does not e-mail again. */
export const noticeId = (key: string) => key.replace(/\//g, '|').slice(0, 1400);
export const noticeRef = (db: Firestore, key: string) =>
  db.collection(NOTIFICATIONS).doc(noticeId(key));

export type NoticeOutcome = 'sent' | 'held' | 'already sent' | 'failed' | 'refused';

/**
 * E-mails the centre `notice`, unless it already has (a retried event, a second sweep) or this
 * minute's e-mails are spent, in which case it waits for the digest. A first send and a send
 * again after a failure count alike against the minute's e-mails, so the end of an outage is no
 * burst. A failed send is recorded, never thrown: `failed` (a 429, a 5xx, a time-out) for the
 * sweep to send again, `refused` (EmailJS will not take it) for the alarm. An event delivered
 * twice while its e-mail is being sent throws, and on its retry finds it sent: at least once, and
 * in all but a crash mid-send exactly once.
 */
export async function notifyCentre(
  db: Firestore,
  notice: Notice,
  send: SendEmail,
  now: Date = new Date(),
): Promise<NoticeOutcome> {
  const log = noticeRef(db, notice.key);
  const quotaRef = db.collection(NOTIFICATIONS).doc(QUOTA_ID);
  const claimed = Timestamp.fromDate(now);
  const decision = await db.runTransaction(async (transaction) => {
    const [entry, quotaDoc] = await Promise.all([transaction.get(log), transaction.get(quotaRef)]);
    const earlier = entry.data() as NoticeEntry | undefined;
    if (earlier?.state === 'sent') return { next: 'already sent' as const };
    if (earlier?.state === 'held') return { next: 'held' as const };
    if (earlier?.state === 'final') return { next: 'refused' as const };
    if (earlier?.state === 'sending' && now.getTime() - earlier.at.toMillis() < CLAIM_MS) {
      return { next: 'in flight' as const };
    }
    // New, failed before, or stopped mid-send: a send of this minute like any other.
    const expiresAt = earlier?.expiresAt ?? expiryFrom(now);
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
            expiresAt: expiryFrom(now),
          };
    if (quota.sent < NOTIFY_PER_MINUTE) {
      transaction.set(quotaRef, { ...quota, sent: quota.sent + 1 });
      transaction.set(log, {
        ...(earlier ?? {}),
        state: 'sending',
        at: claimed,
        expiresAt,
        key: notice.key,
        email: notice.email,
        line: notice.line,
      });
      return { next: 'send' as const, earlier };
    }
    transaction.set(quotaRef, {
      ...quota,
      held: quota.held.length < DIGEST_LISTED ? [...quota.held, notice.line] : quota.held,
      heldCount: quota.heldCount + 1,
      heldSince: quota.heldSince ?? claimed,
      expiresAt: expiryFrom(now),
    });
    // Handed to the digest: its names and mobiles go with it, and leave this entry.
    transaction.set(log, { state: 'held', at: claimed, expiresAt });
    return { next: 'held' as const };
  });
  if (decision.next === 'in flight') {
    throw new Error(
      `${noticeId(notice.key)}: its e-mail is being sent; the retry will find it sent.`,
    );
  }
  if (decision.next !== 'send') return decision.next;
  const { earlier } = decision;
  const expiresAt = earlier?.expiresAt ?? expiryFrom(now);
  try {
    await send(notice.email);
  } catch (error) {
    const failed = failedEntry(notice, error, claimed, expiresAt);
    await log.set({
      ...failed,
      failedSince: earlier?.failedSince ?? claimed,
      ...(earlier?.alarmedAt && { alarmedAt: earlier.alarmedAt }),
    });
    return failed.state === 'final' ? 'refused' : 'failed';
  }
  await log.set({ state: 'sent', at: claimed, expiresAt } satisfies NoticeEntry);
  return 'sent';
}

/** The digest's e-mail: every notice held back, the first hundred by name. */
function digestEmail({ held, heldCount }: Digest): Email {
  const unlisted = heldCount - held.length;
  return emailOf(`${heldCount} more records came in while e-mails were paused`, [
    `More than ${NOTIFY_PER_MINUTE} e-mails were due within a minute; these were not sent one by one.`,
    '',
    ...held,
    ...(unlisted > 0 ? ['', `And ${unlisted} more: see the console.`] : []),
  ]);
}

/**
 * Once a minute: the notices held back for a minute or more, in one e-mail. A run first claims
 * them, in a transaction that hands them from the counter to the digest, so notices held
 * meanwhile wait for the next digest and two runs never send the same one; a claim left by a run
 * that stopped mid-send is taken over a minute later. Once sent, the digest and the names in it
 * are deleted; a digest that fails becomes a notice of its own, sent again by the sweep (or, if
 * refused for good, raised as an alarm), so the next minute's digest is not held up behind it.
 */
export async function sendDigest(
  db: Firestore,
  send: SendEmail,
  now: Date = new Date(),
): Promise<{ digested: number; outcome: NoticeOutcome | null }> {
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
    const claim: Digest = {
      claimedAt: claimed,
      held: quota.held,
      heldCount: quota.heldCount,
      expiresAt: expiryFrom(now),
    };
    transaction.set(digestRef, claim);
    transaction.set(quotaRef, { ...quota, held: [], heldCount: 0, heldSince: null });
    return claim;
  });
  if (digest === null) return { digested: 0, outcome: null };
  const notice: Notice = {
    key: `digest:${digest.claimedAt.toMillis()}`,
    email: digestEmail(digest),
    line:
      `- A digest of ${digest.heldCount} records held back at ` +
      `${indiaTime.format(digest.claimedAt.toDate())}: see the console`,
  };
  try {
    await send(notice.email);
  } catch (error) {
    const failed = failedEntry(notice, error, claimed, digest.expiresAt);
    // From the claim to a notice of its own, in one write.
    await db
      .batch()
      .delete(digestRef)
      .set(noticeRef(db, notice.key), { ...failed, failedSince: claimed })
      .commit();
    return { digested: 0, outcome: failed.state === 'final' ? 'refused' : 'failed' };
  }
  await digestRef.delete();
  return { digested: digest.heldCount, outcome: 'sent' };
}

/** A notice whose send failed, kept whole for the sweep to send again or the alarm to name. */
function failedEntry(notice: Notice, error: unknown, at: Timestamp, expiresAt: Timestamp) {
  return {
    state:
      error instanceof SendFailure && error.permanent ? ('final' as const) : ('failed' as const),
    at,
    expiresAt,
    key: notice.key,
    email: notice.email,
    line: notice.line,
    error: error instanceof Error ? error.message : String(error),
  } satisfies NoticeEntry;
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
