import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Expression } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { itemListNames, listCollections } from '../../src/shared/catalogue-lists';
import { PUBLISHED_CATALOGUE, type ListCollection } from '../../src/shared/collections';
import { FIELD_INSIGHT_SHARDS, FIELD_INSIGHTS } from '../../src/shared/field-insights';
import {
  daysEndingOn,
  indiaDay,
  sumTallies,
  type Counts,
} from '../../src/shared/admin/field-tally';
import { snapshotFields } from '../../src/shared/published-catalogue';

/**
 * Each week, every test's and doctor's page opens of the last 28 India days, summed from the
 * field data's day shards and written into its published list (`opens`, by item id), which a
 * search orders equal matches by (docs/decisions/127-popularity-from-page-opens.md): visitors read
 * the counts with the list they read anyway, and ranking costs no read of its own.
 */

/** The days summed: four weeks, so a week's holiday or a festival moves the order little. */
export const OPENS_DAYS = 28;

/**
 * The most opened items a list keeps counts for: every visitor downloads them with the list, and
 * beyond a few hundred a count of one or two orders nothing a visitor would notice.
 */
export const OPENS_KEPT_PER_LIST = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The opens of the OPENS_DAYS India days before `now`'s, by collection, then item id: each shard
 * of each day, its opens alone (one read a shard; a day without any costs one read too).
 */
export async function sumOpens(db: Firestore, now: Date): Promise<Record<string, Counts>> {
  const days = daysEndingOn(indiaDay(new Date(now.getTime() - DAY_MS)), OPENS_DAYS);
  const shards = await Promise.all(
    days.map((day) =>
      db
        .collection(FIELD_INSIGHTS)
        .doc(day)
        .collection(FIELD_INSIGHT_SHARDS)
        .select('tally.opens')
        .get(),
    ),
  );
  const tallies = shards.flatMap(({ docs }) => docs.map((doc) => doc.get('tally') as unknown));
  return sumTallies(tallies).opens;
}

/** The `kept` most opened, most first; of equal counts, the first ids. */
export function mostOpened(counts: Counts, kept = OPENS_KEPT_PER_LIST): Counts {
  const positive = Object.entries(counts).filter(([, count]) => count > 0);
  positive.sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : 1));
  return Object.fromEntries(positive.slice(0, kept));
}

const NOT_FOUND = 5;

/**
 * Writes each item list's opens into its published list, replacing the last week's: the field
 * alone, so its items, `updatedAt` and `confirmedAt` stay as they are and visitors are told of no
 * change of prices. A list not yet published is passed over. One write a list.
 */
export async function writeOpens(
  db: Firestore,
  now: Date = new Date(),
): Promise<Partial<Record<ListCollection, number | 'unpublished'>>> {
  const opens = await sumOpens(db, now);
  const outcome: Partial<Record<ListCollection, number | 'unpublished'>> = {};
  for (const list of itemListNames) {
    const collection = listCollections[list];
    const counts = mostOpened(opens[collection] ?? {});
    try {
      await db
        .collection(PUBLISHED_CATALOGUE)
        .doc(collection)
        .update({ [snapshotFields.opens]: counts });
      outcome[collection] = Object.keys(counts).length;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== NOT_FOUND) throw error;
      outcome[collection] = 'unpublished';
    }
  }
  return outcome;
}

/**
 * The weekly count, each Monday at 7 in the morning, India time: a day's figures are complete by
 * then, and the opens follow what visitors opened within a week. Its writes wake the catalogue's
 * trigger, which finds nothing to answer.
 */
export const weeklyItemOpens = (region: Expression<string>) =>
  onSchedule(
    {
      region,
      schedule: 'every monday 07:00',
      timeZone: 'Asia/Kolkata',
      memory: '256MiB',
      retryCount: 2,
    },
    async () => {
      const written = await writeOpens(getFirestore());
      console.info(`Item opens of ${OPENS_DAYS} days written: ${JSON.stringify(written)}`);
    },
  );
