import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerBeacon,
  readBudget,
  READS_PER_INSTANCE_PER_MINUTE,
  BEACON_MAX_BYTES,
  SEARCHES_PER_SHARD,
  shardOf,
} from '../../../../functions/src/field-beacon';
import {
  BEACONS_PER_SHARD_PER_MINUTE,
  FIELD_INSIGHTS,
  type FieldBeacon,
} from '../../../../src/shared/field-insights';
import { adminFirestore, staffProject } from '../../../support/staff-tools';
import { readKnownSlugs, slugCache } from '../../../../functions/src/known-slugs';
import { publishList } from '../../../../src/shared/admin/published-lists';

/**
 * The endpoint behind /api/beacon adding beacons to the day's figures, on the official Firestore
 * emulator. (Through Hosting and the Functions emulator: tests/e2e/hosting/field-data.spec.ts.)
 */

const beacon: FieldBeacon = {
  views: [{ route: '/labtest', language: 'bn' }],
  lcp: 2345,
  inp: 184,
  cls: 0.043,
  connection: '3g',
  searches: ['zinc proto'],
};

/** 4 pm in India on 25 November 2026. */
const at = new Date('2026-11-25T10:30:00Z');
const day = '2026-11-25';

let db: Firestore;
beforeEach(() => {
  db = adminFirestore(staffProject());
});

/** Posts a body to the endpoint as Hosting hands it over; returns the status answered. */
async function post(
  body: string | Buffer,
  {
    method = 'POST',
    now = at,
    shard = 3,
    budget = readBudget(),
    slugs = slugCache(),
  }: {
    method?: string;
    now?: Date;
    shard?: number;
    budget?: ReturnType<typeof readBudget>;
    slugs?: ReturnType<typeof slugCache>;
  } = {},
) {
  let status = 0;
  const response = {
    status: (code: number) => {
      status = code;
      return { end: () => undefined };
    },
  };
  await answerBeacon(db, { method, rawBody: Buffer.from(body) }, response, {
    now,
    shard,
    budget,
    slugs,
  });
  return status;
}

const stored = async (shard = 3) => (await shardOf(db, day, shard).get()).data();

describe('a beacon', () => {
  it('is added to one shard of its India day, which expires a year after the day', async () => {
    expect(await post(JSON.stringify(beacon))).toBe(204);
    expect(await post(JSON.stringify({ ...beacon, searches: [] }))).toBe(204);

    expect(await stored()).toEqual({
      day,
      expiresAt: Timestamp.fromDate(new Date('2027-11-25T18:30:00Z')),
      window: { minute: '2026-11-25T10:30', count: 2 },
      tally: {
        beacons: 2,
        views: { '/labtest': { bn: 2 } },
        lcp: { '/labtest': { '2500': 2 } },
        inp: { '/labtest': { '200': 2 } },
        cls: { '/labtest': { '0.05': 2 } },
        connections: { '3g': 2 },
        searches: { 'zinc proto': 1 },
      },
    });
  });

  it('writes below the top level, where the catalogue’s trigger ({collection}/{docId}) never looks', async () => {
    await post(JSON.stringify(beacon));
    const written = await db.collectionGroup('FieldInsightShards').get();
    expect(written.docs.map((doc) => doc.ref.path)).toEqual([
      `${FIELD_INSIGHTS}/${day}/FieldInsightShards/3`,
    ]);
    // The day's document itself is never written, so nothing at the top level changes.
    expect((await db.collection(FIELD_INSIGHTS).doc(day).get()).exists).toBe(false);
  });

  it('counts a search a full shard cannot list as unlisted, and still counts the listed ones', async () => {
    const full = Object.fromEntries(
      Array.from({ length: SEARCHES_PER_SHARD }, (_, at) => [`search ${at}`, 1]),
    );
    await shardOf(db, day, 3).set({ tally: { searches: full } });

    await post(JSON.stringify({ ...beacon, searches: ['search 7', 'never listed'] }));

    const { tally } = (await stored()) as { tally: Record<string, Record<string, number>> };
    expect(Object.keys(tally.searches ?? {})).toHaveLength(SEARCHES_PER_SHARD);
    expect(tally.searches?.['search 7']).toBe(2);
    expect(tally.unlistedSearches).toBe(1);
  });
});

describe('a flood of beacons', () => {
  it(`is capped at ${BEACONS_PER_SHARD_PER_MINUTE} a minute in each shard`, async () => {
    const answers: number[] = [];
    for (let sent = 0; sent < BEACONS_PER_SHARD_PER_MINUTE + 5; sent += 1) {
      answers.push(await post(JSON.stringify(beacon)));
    }
    expect(answers.filter((status) => status === 204)).toHaveLength(BEACONS_PER_SHARD_PER_MINUTE);
    expect(answers.slice(BEACONS_PER_SHARD_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    expect((await stored())?.tally.beacons).toBe(BEACONS_PER_SHARD_PER_MINUTE);

    // Another shard, and the next minute, take beacons again.
    expect(await post(JSON.stringify(beacon), { shard: 4 })).toBe(204);
    const nextMinute = new Date(at.getTime() + 60_000);
    expect(await post(JSON.stringify(beacon), { now: nextMinute })).toBe(204);
    expect((await stored())?.tally.beacons).toBe(BEACONS_PER_SHARD_PER_MINUTE + 1);
  });
});

describe('a flood of beacons, as one instance meets it', () => {
  it(`spends at most ${READS_PER_INSTANCE_PER_MINUTE} reads a minute, before any transaction`, async () => {
    const budget = readBudget();
    const answers: number[] = [];
    // 500 posts in a minute to one instance: with two, a flood of 1,000 a minute.
    for (let sent = 0; sent < 500; sent += 1) {
      answers.push(await post(JSON.stringify(beacon), { shard: sent % 10, budget }));
    }
    expect(answers.filter((status) => status === 204)).toHaveLength(READS_PER_INSTANCE_PER_MINUTE);
    expect(answers.filter((status) => status === 429)).toHaveLength(
      500 - READS_PER_INSTANCE_PER_MINUTE,
    );
    expect(
      await post(JSON.stringify(beacon), { now: new Date(at.getTime() + 60_000), budget }),
    ).toBe(204);
  }, 300_000);

  it('opens a 24th of the day’s list slots each India hour: 400 beacons at 00:05 leave room for a real search at 15:00', async () => {
    const firstMinutes = new Date('2026-11-25T18:35:00Z'); // 00:05 on the 26th, India time
    for (let sent = 0; sent < 400; sent += 1) {
      const now = new Date(firstMinutes.getTime() + Math.floor(sent / 40) * 60_000);
      await post(JSON.stringify({ ...beacon, searches: [`made up ${sent}`] }), {
        now,
        shard: sent % 10,
      });
    }
    const listedIn = async (shard: number) =>
      Object.keys(
        ((await shardOf(db, '2026-11-26', shard).get()).get('tally.searches') ?? {}) as object,
      );
    const slotsAtMidnight = Math.ceil(SEARCHES_PER_SHARD / 24);
    for (let shard = 0; shard < 10; shard += 1) {
      expect((await listedIn(shard)).length).toBe(slotsAtMidnight);
    }
    const afternoon = new Date('2026-11-26T09:30:00Z'); // 15:00, India time
    expect(
      await post(JSON.stringify({ ...beacon, searches: ['ferritin'] }), {
        now: afternoon,
        shard: 3,
      }),
    ).toBe(204);
    expect(await listedIn(3)).toContain('ferritin');
  }, 300_000);
});

describe('the test and doctor pages a beacon opened', () => {
  /** The lists as staff keep them, published as the site reads them: slugs from the names. */
  beforeEach(async () => {
    const batch = db.batch();
    batch.set(db.collection('Labtest').doc('cbc'), { name: 'Complete Blood Count (CBC)' });
    batch.set(db.collection('Labtest').doc('lipid'), { name: 'Lipid Profile' });
    batch.set(db.collection('AllDoctor').doc('sen'), { name: 'Dr. A. K. Sen' });
    await batch.commit();
    await publishList(db, 'Labtest');
    await publishList(db, 'AllDoctor');
  });

  const opening = (...views: [route: string, slug: string][]) =>
    JSON.stringify({
      ...beacon,
      views: views.map(([route, slug]) => ({ route, language: 'en', slug })),
    });

  it('counts a known slug’s open under its item’s id, and drops a slug its list does not have', async () => {
    expect(
      await post(
        opening(
          ['/labtest/:slug', 'complete-blood-count-cbc'],
          ['/labtest/:slug', 'made-up-test'],
          ['/find-doctor/:slug', 'dr-a-k-sen'],
          // A lab test's slug under Radiology's route is not Radiology's.
          ['/Radiology/:slug', 'lipid-profile'],
          ['/labtest/:slug', 'complete-blood-count-cbc'],
        ),
      ),
    ).toBe(204);

    const { tally } = (await stored()) as { tally: Record<string, unknown> };
    expect(tally.opens).toEqual({ Labtest: { cbc: 1 }, AllDoctor: { sen: 1 } });
    // The pages are counted by route as before, the unknown one included.
    expect(tally.views).toEqual({
      '/labtest/:slug': { en: 3 },
      '/find-doctor/:slug': { en: 1 },
      '/Radiology/:slug': { en: 1 },
    });
  });

  it('keeps no opens for a flood of made-up slugs, which costs one read of the lists', async () => {
    let listReads = 0;
    const slugs = slugCache((firestore) => {
      listReads += 1;
      return readKnownSlugs(firestore);
    });
    const budget = readBudget();
    for (let sent = 0; sent < 30; sent += 1) {
      const made = opening(['/labtest/:slug', `made-up-${sent}`], ['/find-doctor/:slug', 'dr-x']);
      expect(await post(made, { shard: sent % 10, budget, slugs })).toBe(204);
    }
    expect(listReads).toBe(1);
    const shards = await db.collectionGroup('FieldInsightShards').get();
    expect(shards.docs.map((shard) => shard.get('tally.opens'))).toEqual(
      Array.from({ length: 10 }, () => undefined),
    );
  });
});

describe('what is not a beacon', () => {
  it('is refused and stores nothing: another method, a large body, a body not the site’s', async () => {
    expect(await post(JSON.stringify(beacon), { method: 'GET' })).toBe(405);
    expect(await post(Buffer.alloc(BEACON_MAX_BYTES + 1, 32))).toBe(413);
    expect(await post('{"views": "all"}')).toBe(400);
    expect(
      await post(JSON.stringify({ ...beacon, views: [{ route: '/x', language: 'en' }] })),
    ).toBe(400);
    expect(await stored()).toBeUndefined();
  });
});
