import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Expression, SecretParam } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { counted, daysEndingOn, indiaDay, insightLines, readTally } from './field-insights';
import { emailOf, type SendEmail } from './notifications';

/**
 * Staff's weekly summary of the field data (`npm run insights` prints the same): the seven India
 * days before the morning it is sent, through the centre's notification e-mail.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends the week's summary; returns the page loads it reported. */
export async function sendWeeklyInsights(
  db: Firestore,
  send: SendEmail,
  now: Date = new Date(),
): Promise<number> {
  const days = daysEndingOn(indiaDay(new Date(now.getTime() - DAY_MS)), 7);
  const tally = await readTally(db, days);
  const unmatched = Object.keys(tally.searches).length;
  await send(
    emailOf(
      `Website, week to ${days.at(-1) ?? ''}: ${counted(tally.beacons, 'page load')}, ` +
        `${counted(unmatched, 'search', 'searches')} that found nothing`,
      insightLines(tally, days),
    ),
  );
  return tally.beacons;
}

/**
 * Monday at 8 in the morning, India time. `sender` is the notifications' sender, or null while
 * they are not configured (functions/src/index.ts).
 */
export const weeklyInsightsEmail = (
  options: { region: Expression<string>; secrets: SecretParam[] },
  sender: () => SendEmail | null,
) =>
  onSchedule(
    { ...options, schedule: 'every monday 08:00', timeZone: 'Asia/Kolkata', memory: '256MiB' },
    async () => {
      const send = sender();
      if (send === null) return;
      console.info(
        `Weekly insights sent: ${await sendWeeklyInsights(getFirestore(), send)} page loads.`,
      );
    },
  );
