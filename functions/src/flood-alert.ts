import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ceilingPerWindow,
  PRESCRIPTION_UPLOADS,
  submissionCollections,
  type WrittenCollection,
} from '../../src/shared/collections';
import { site } from '../../src/shared/site';
import {
  emailOf,
  indiaTime,
  kindTitles,
  type Email,
  type NotifiedKind,
  type SendEmail,
} from './notices';
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
  [PRESCRIPTION_UPLOADS]: 'prescription',
};

/** The e-mail that says a form's ceiling was reached, and what visitors are told meanwhile. */
export function floodEmail(collection: WrittenCollection, at: Date): Email {
  const kind = kindTitles[kindOfCollection[collection]];
  return emailOf(`The website is turning away new records: ${kind}`, [
    `${indiaTime.format(at)} (India time): ${ceilingPerWindow(collection).toLocaleString('en-IN')} ` +
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
