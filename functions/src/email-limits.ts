import { Timestamp } from 'firebase-admin/firestore';

/**
 * What the centre's e-mails may spend (./notifications.ts): an hour's and a day's, counted in one
 * document, `Notifications/_quota`, with what waits for the digest.
 */

/**
 * The e-mails an hour one by one before the rest wait for the digest, which is the hour's last:
 * 20 e-mails an hour at most, twice a busy hour's enquiries.
 */
export const NOTIFY_PER_HOUR = 19;
export const WINDOW_MS = 60 * 60_000;
/** The digest lists this many records by name; beyond them it gives the count and the console. */
export const DIGEST_LISTED = 100;
/** EmailJS's paid plan (docs/staff.md): what the functions assume unless told otherwise. */
export const DEFAULT_MONTHLY_ALLOWANCE = 1000;

/** What the e-mails of one day may spend: a thirtieth of the month's allowance. */
export interface EmailLimits {
  perDay: number;
}
export const emailLimitsFor = (monthlyAllowance: number): EmailLimits => ({
  perDay: Math.max(1, Math.floor(monthlyAllowance / 30)),
});
export const DEFAULT_LIMITS = emailLimitsFor(DEFAULT_MONTHLY_ALLOWANCE);
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long e-mails may fail before the alarm: two sweeps' worth of sending again. */
export const ALARM_AFTER_MS = 30 * 60_000;

export interface Quota {
  windowStart: Timestamp;
  sent: number;
  /** The day's e-mails, digests included, counted from dayStart. */
  dayStart?: Timestamp;
  sentToday?: number;
  /** When the last digest was claimed: one an hour. */
  lastDigestAt?: Timestamp | null;
  /** The digest lines of the notices held back, the first DIGEST_LISTED of them. */
  held: string[];
  heldCount: number;
  /** When the first notice now waiting for a digest was held. */
  heldSince: Timestamp | null;
  expiresAt: Timestamp;
}

/**
 * The counter as it stands at `now`: a new hour, and a new day, each starting when the first
 * e-mail after the last one's end counts; what was held back still waits for its digest.
 */
export function currentQuota(
  stored: Quota | null,
  now: Date,
  expiryFrom: (now: Date) => Timestamp,
): Quota {
  const at = Timestamp.fromDate(now);
  const sameDay =
    stored?.dayStart !== undefined && now.getTime() - stored.dayStart.toMillis() < DAY_MS;
  const day = sameDay
    ? { dayStart: stored.dayStart, sentToday: stored.sentToday ?? 0 }
    : { dayStart: at, sentToday: 0 };
  if (stored !== null && now.getTime() - stored.windowStart.toMillis() < WINDOW_MS) {
    return { ...stored, ...day };
  }
  return {
    windowStart: at,
    sent: 0,
    ...day,
    lastDigestAt: stored?.lastDigestAt ?? null,
    held: stored?.held ?? [],
    heldCount: stored?.heldCount ?? 0,
    heldSince: stored?.heldSince ?? null,
    expiresAt: expiryFrom(now),
  };
}
