import type { Firestore } from 'firebase-admin/firestore';
import {
  counted,
  daysEndingOn,
  indiaDay,
  insightLines,
  readTally,
} from '../../src/shared/admin/field-tally';
import {
  missingBengaliMailLines,
  readLists,
  readMissingBengali,
} from '../../src/shared/admin/missing-bengali';
import { reviewsDue, reviewsDueMailLines } from '../../src/shared/admin/reviews-due';
import { emailOf, type Notice } from './notices';

/**
 * Staff's weekly summary of the field data (`npm run insights` prints the same): the seven India
 * days before the morning it is sent; then what the catalogue still shows in English on a Bengali
 * page (`npm run catalogue:missing-bn`), counted, the first ten with their console pages; then
 * the pages whose doctor's review is over two years old. It is a notice like a record's
 * (./notifications.ts), so the centre's sender takes it to the template's fixed recipient, a
 * failed send is recorded for the sweep, and a second run of the same Monday finds it sent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function weeklyInsightsNotice(
  db: Firestore,
  projectId: string,
  now: Date = new Date(),
): Promise<Notice> {
  const days = daysEndingOn(indiaDay(new Date(now.getTime() - DAY_MS)), 7);
  const [tally, listed] = await Promise.all([readTally(db, days), readLists(db)]);
  const missing = await readMissingBengali(db, listed);
  const subject =
    `Website, week to ${days.at(-1) ?? ''}: ${counted(tally.beacons, 'page load')}, ` +
    `${counted(Object.keys(tally.searches).length, 'search', 'searches')} that found nothing`;
  return {
    key: `insights/${days.at(-1) ?? ''}`,
    email: emailOf(subject, [
      ...insightLines(tally, days),
      '',
      ...missingBengaliMailLines(projectId, missing),
      '',
      ...reviewsDueMailLines(projectId, reviewsDue(listed, indiaDay(now))),
    ]),
    line: `${subject} (npm run insights -- --days 7 prints it again)`,
  };
}
