import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  PRESCRIPTION_UPLOADS,
  submissionCollections,
  type WrittenCollection,
} from '../../src/shared/collections';
import {
  ceilingPerWindow,
  isCeilingFull,
  UPLOAD_BYTES_PER_WINDOW,
} from '../../src/shared/ceilings';
import { PRESCRIPTION_MAX_BYTES } from '../../src/shared/prescription-files';
import { site } from '../../src/shared/site';
import {
  emailOf,
  indiaTime,
  kindTitles,
  type Email,
  type NotifiedKind,
  SendFailure,
  type SendEmail,
} from './notices';
import { raiseAlarm } from './alarms';
import { NOTIFICATIONS } from './notifications';

/**
 * Telling staff that a form's hourly ceiling (firestore.rules) was reached, so that they watch the
 * phone visitors are sent to instead.
 */

/** How often staff hear that one form's ceiling was reached: once, not once an hour of a flood. */
export const FLOOD_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

const kindOfCollection: Record<WrittenCollection, NotifiedKind> = {
  [submissionCollections.homeSampleEnquiry.name]: 'homeSampleEnquiry',
  [submissionCollections.feedback.name]: 'feedback',
  [submissionCollections.homeVisit.name]: 'homeVisit',
  [PRESCRIPTION_UPLOADS]: 'prescription',
};

/** What fills a collection's hour, as staff read it. */
const ceilingInWords = (collection: WrittenCollection) => {
  const records = ceilingPerWindow(collection).toLocaleString('en-IN');
  return collection === PRESCRIPTION_UPLOADS
    ? `${records} records, or files of ${Math.floor(UPLOAD_BYTES_PER_WINDOW / 1024 ** 2)} MiB in all,`
    : `${records} records`;
};

/** The e-mail that says a form's ceiling was reached, and what visitors are told meanwhile. */
export function floodEmail(collection: WrittenCollection, at: Date): Email {
  const kind = kindTitles[kindOfCollection[collection]];
  return emailOf(`The website is turning away new records: ${kind}`, [
    `${indiaTime.format(at)} (India time): ${ceilingInWords(collection)} ` +
      `of this kind (${kind}) came in within an hour, far more than the centre gets; ` +
      'most likely a script is flooding the form.',
    '',
    'Until the hour is over the website turns new ones away. Each visitor is told the site is ' +
      `busy and offered to send what they typed on WhatsApp or as an SMS to ${site.centreNumber}, ` +
      'or to call. Please watch WhatsApp and SMS on that phone.',
    '',
    'Records that came before are kept. This e-mail comes at most once a day for each form.',
  ]);
}

/** A counter document as its trigger hands it over, read leniently. */
type CounterData = Record<string, unknown> | undefined;

const isFullCounter = (collection: WrittenCollection, data: CounterData) =>
  typeof data?.count === 'number' &&
  isCeilingFull(
    collection,
    { count: data.count, bytes: typeof data.bytes === 'number' ? data.bytes : 0 },
    PRESCRIPTION_MAX_BYTES,
  );

/**
 * Whether this write of a collection's counter filled its window: the ceiling reached or, for
 * uploads, too few bytes left for the largest file, where the same window had room before it.
 */
export function fillsCeiling(
  collection: WrittenCollection,
  before: CounterData,
  after: CounterData,
) {
  if (!isFullCounter(collection, after)) return false;
  const sameWindow =
    before?.windowStart instanceof Timestamp &&
    after?.windowStart instanceof Timestamp &&
    before.windowStart.isEqual(after.windowStart);
  return !(sameWindow && isFullCounter(collection, before));
}

/**
 * Tells staff, once a day at most, that a collection's counter reached the hour's ceiling: a
 * refused write leaves no trace, so the counter's own write is what is watched. Claimed in a
 * transaction, so two deliveries of the event send one e-mail; a send that failed for a passing
 * reason lets go of the claim and throws, for the platform to retry; one EmailJS refused for good
 * keeps the claim, is never sent again, and raises the alarm.
 */
export async function tellStaffOfFlood(
  db: Firestore,
  collection: WrittenCollection,
  send: SendEmail,
  now: Date = new Date(),
): Promise<'sent' | 'already told' | 'refused'> {
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
    if (error instanceof SendFailure && error.permanent) {
      raiseAlarm('notifications-failing', `EmailJS refused the flood e-mail for ${collection}`, {
        error: error.message,
      });
      return 'refused';
    }
    await log.delete();
    throw error;
  }
  return 'sent';
}

/** Within this of the last full window's end, a new full window carries on the same spell. */
const SPELL_GAP_MS = 10 * 60 * 1000;
/** How long a form stays full before the alarm is raised. */
export const FULL_FOR_MS = 60 * 60 * 1000;

interface FullSpell {
  since: Timestamp;
  /** When the last full window ended (or will end). */
  until: Timestamp;
  alarmed: boolean;
}

/**
 * Watches a form's ceiling: each time its counter reaches it, the full spell is carried on (a
 * window full again within minutes of the last one's end) or begun; once a spell has lasted an
 * hour, staff get one alert through the alarm channel, whatever EmailJS can still send.
 */
export async function watchFullCeiling(
  db: Firestore,
  collection: WrittenCollection,
  windowStart: Date,
  windowMs: number,
  now: Date = new Date(),
): Promise<'alarmed' | 'watching'> {
  const ref = db.collection(NOTIFICATIONS).doc(`full:${collection}`);
  const alarm = await db.runTransaction(async (transaction) => {
    const last = (await transaction.get(ref)).data() as FullSpell | undefined;
    const continues =
      last !== undefined && windowStart.getTime() - last.until.toMillis() <= SPELL_GAP_MS;
    const since = continues ? last.since : Timestamp.fromDate(now);
    const alarmedAlready = continues && last.alarmed;
    const due = !alarmedAlready && now.getTime() - since.toMillis() >= FULL_FOR_MS;
    transaction.set(ref, {
      since,
      until: Timestamp.fromMillis(windowStart.getTime() + windowMs),
      alarmed: alarmedAlready || due,
      expiresAt: Timestamp.fromMillis(now.getTime() + 2 * FULL_FOR_MS),
    });
    return due ? since : null;
  });
  if (alarm === null) return 'watching';
  raiseAlarm('form-ceiling-full', `${collection}: the form's ceiling has been full for an hour`, {
    collection,
    fullSince: alarm.toDate().toISOString(),
  });
  return 'alarmed';
}
