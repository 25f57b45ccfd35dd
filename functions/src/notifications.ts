import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { EXPIRY_CAP_DAYS, NOTIFICATIONS } from '../../src/shared/collections';
import {
  currentQuota,
  DEFAULT_LIMITS,
  DIGEST_LISTED,
  NOTIFY_PER_HOUR,
  WINDOW_MS,
  ALARM_AFTER_MS,
  type EmailLimits,
  type Quota,
} from './email-limits';
import {
  emailOf,
  indiaTime,
  SendFailure,
  type Email,
  type Notice,
  type SendEmail,
} from './notices';

/**
 * Telling the centre: one e-mail per record (or per thing staff must know), at most
 * NOTIFY_PER_HOUR an hour and the day's cap (the monthly allowance over 30), the rest in one
 * digest an hour, so that a flood cannot spend what real enquiries need. The records
 * themselves are only read: whatever happens to an e-mail, the enquiry stays in Firestore as it
 * came. A send that fails for a passing reason waits for the sweep (./sweep.ts), which sends it
 * again within the same limit; one the provider refuses for good is not sent again, and the sweep
 * raises the alarm.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest waits this long after the first notice it holds, so a burst goes in one. */
const DIGEST_AFTER_MS = 60_000;

export { NOTIFICATIONS };
const QUOTA_ID = '_quota';
/** The digest being sent: claimed by one run of the scheduled function at a time. */
const DIGEST_ID = '_digest';
/**
 * How long a send may be under way before another attempt takes it over: longer than a send's
 * 20 s time-out, so two runs never send the same e-mail at once.
 */
export const CLAIM_MS = 60_000;

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
  /**
   * From when the sweep should raise the alarm about it, set by a failure and deleted once
   * named: the sweep reads only these, never the whole log.
   */
  alarmDueAt?: Timestamp;
}

interface Digest {
  claimedAt: Timestamp;
  held: string[];
  heldCount: number;
  expiresAt: Timestamp;
}

/** The day the TTL policy deletes an entry: the records' own retention. */
export const expiryFrom = (now: Date) =>
  Timestamp.fromMillis(now.getTime() + EXPIRY_CAP_DAYS * DAY_MS);

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
  limits: EmailLimits = DEFAULT_LIMITS,
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
    const quota = currentQuota(
      quotaDoc.exists ? (quotaDoc.data() as Quota) : null,
      now,
      expiryFrom,
    );
    if (quota.sent < NOTIFY_PER_HOUR && (quota.sentToday ?? 0) < limits.perDay) {
      transaction.set(quotaRef, {
        ...quota,
        sent: quota.sent + 1,
        sentToday: (quota.sentToday ?? 0) + 1,
      });
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
    const failedSince = earlier?.failedSince ?? claimed;
    const { alarmDueAt, ...failed } = failedEntry(notice, error, claimed, expiresAt, failedSince);
    await log.set({
      ...failed,
      failedSince,
      ...(earlier?.alarmedAt ? { alarmedAt: earlier.alarmedAt } : { alarmDueAt }),
    });
    return failed.state === 'final' ? 'refused' : 'failed';
  }
  await log.set({ state: 'sent', at: claimed, expiresAt } satisfies NoticeEntry);
  return 'sent';
}

/** Where staff see every record: the project's Firestore data in the Firebase console. */
export const consoleLink = (projectId: string) =>
  `https://console.firebase.google.com/project/${encodeURIComponent(projectId)}/firestore/databases/-default-/data`;

/** The digest's e-mail: every notice held back, the first hundred by name, and the console. */
function digestEmail({ held, heldCount }: Digest, projectId: string): Email {
  const unlisted = heldCount - held.length;
  return emailOf(`${heldCount} more records came in while e-mails were paused`, [
    `More e-mails were due than the ${NOTIFY_PER_HOUR + 1} an hour (or the day's share of the ` +
      'plan) the website sends; these were not sent one by one.',
    '',
    ...held.slice(0, DIGEST_LISTED),
    ...(unlisted > 0 ? ['', `And ${unlisted} more.`] : []),
    '',
    `Every record is in the console: ${consoleLink(projectId)}`,
  ]);
}

/**
 * At most once an hour, and within the day's cap: the notices held back, in one e-mail. A run
 * first claims them, in a transaction that hands them from the counter to the digest, so notices
 * held meanwhile wait for the next digest and two runs never send the same one; a claim left by a
 * run that stopped mid-send is taken over a minute later. Once sent, the digest and the names in it
 * are deleted; a digest that fails becomes a notice of its own, sent again by the sweep (or, if
 * refused for good, raised as an alarm), so the next minute's digest is not held up behind it.
 */
export async function sendDigest(
  db: Firestore,
  send: SendEmail,
  projectId: string,
  now: Date = new Date(),
  limits: EmailLimits = DEFAULT_LIMITS,
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
    if (!quotaDoc.exists) return null;
    const quota = currentQuota(quotaDoc.data() as Quota, now, expiryFrom);
    if (quota.heldCount === 0 || quota.heldSince === null) return null;
    if (now.getTime() - quota.heldSince.toMillis() < DIGEST_AFTER_MS) return null;
    const { lastDigestAt } = quota;
    if (lastDigestAt && now.getTime() - lastDigestAt.toMillis() < WINDOW_MS) return null;
    if ((quota.sentToday ?? 0) >= limits.perDay) return null;
    const claim: Digest = {
      claimedAt: claimed,
      held: quota.held,
      heldCount: quota.heldCount,
      expiresAt: expiryFrom(now),
    };
    transaction.set(digestRef, claim);
    transaction.set(quotaRef, {
      ...quota,
      held: [],
      heldCount: 0,
      heldSince: null,
      lastDigestAt: claimed,
      sentToday: (quota.sentToday ?? 0) + 1,
    });
    return claim;
  });
  if (digest === null) return { digested: 0, outcome: null };
  const notice: Notice = {
    key: `digest:${digest.claimedAt.toMillis()}`,
    email: digestEmail(digest, projectId),
    line:
      `- A digest of ${digest.heldCount} records held back at ` +
      `${indiaTime.format(digest.claimedAt.toDate())}: see the console`,
  };
  try {
    await send(notice.email);
  } catch (error) {
    const failed = failedEntry(notice, error, claimed, digest.expiresAt, claimed);
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
function failedEntry(
  notice: Notice,
  error: unknown,
  at: Timestamp,
  expiresAt: Timestamp,
  failedSince: Timestamp,
) {
  const final = error instanceof SendFailure && error.permanent;
  return {
    state: final ? ('final' as const) : ('failed' as const),
    at,
    alarmDueAt: final ? at : Timestamp.fromMillis(failedSince.toMillis() + ALARM_AFTER_MS),
    expiresAt,
    key: notice.key,
    email: notice.email,
    line: notice.line,
    error: error instanceof Error ? error.message : String(error),
  } satisfies NoticeEntry;
}
