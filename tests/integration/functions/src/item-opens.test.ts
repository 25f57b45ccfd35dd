import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  mostOpened,
  OPENS_DAYS,
  OPENS_KEPT_PER_LIST,
  writeOpens,
} from '../../../../functions/src/item-opens';
import { shardOf } from '../../../../functions/src/field-beacon';
import {
  applyEdit,
  publishList,
  reconcileList,
} from '../../../../src/shared/admin/published-lists';
import { PUBLISHED_CATALOGUE } from '../../../../src/shared/collections';
import { readPublishedList } from '../../../../src/shared/published-catalogue';
import { adminFirestore, staffProject } from '../../../support/staff-tools';

/**
 * The weekly count of the items' page opens into their published lists, on the official
 * Firestore emulator, and the published lists' handlers keeping the count.
 */

let db: Firestore;
beforeEach(() => {
  db = adminFirestore(staffProject());
});

/** 7 am in India on Monday 30 November 2026: the 28 days are 2 to 29 November. */
const monday = new Date('2026-11-30T01:30:00Z');

const snapshot = () => db.collection(PUBLISHED_CATALOGUE).doc('Labtest');

async function openedOn(day: string, shard: number, opens: Record<string, unknown>) {
  await shardOf(db, day, shard).set({ day, tally: { beacons: 1, opens } }, { merge: true });
}

/** The lab tests, published and confirmed, as the function keeps them. */
async function publishLabTests() {
  const batch = db.batch();
  batch.set(db.collection('Labtest').doc('cbc'), { name: 'Complete Blood Count (CBC)' });
  batch.set(db.collection('Labtest').doc('lipid'), { name: 'Lipid Profile' });
  batch.set(db.collection('Labtest').doc('tsh'), { name: 'TSH' });
  await batch.commit();
  await publishList(db, 'Labtest');
  await reconcileList(db, 'Labtest');
}

describe('the weekly count of page opens', () => {
  it(`writes each item's opens of the ${OPENS_DAYS} India days before it into its published list, and nothing else`, async () => {
    await publishLabTests();
    await openedOn('2026-11-02', 0, { Labtest: { cbc: 2, lipid: 1 }, AllDoctor: { sen: 4 } });
    await openedOn('2026-11-02', 7, { Labtest: { cbc: 1 } });
    await openedOn('2026-11-29', 3, { Labtest: { lipid: 5, gone: 1, odd: 'many' } });
    // Outside the 28 days: the day before them, and the Monday itself, still being counted.
    await openedOn('2026-11-01', 0, { Labtest: { cbc: 100 } });
    await openedOn('2026-11-30', 0, { Labtest: { tsh: 100 } });
    const before = (await snapshot().get()).data();

    const written = await writeOpens(db, monday);

    expect(written).toMatchObject({
      Labtest: 3,
      AllDoctor: 'unpublished',
      Radiology: 'unpublished',
    });
    const after = (await snapshot().get()).data() ?? {};
    expect(after.opens).toEqual({ cbc: 3, lipid: 6, gone: 1 });
    for (const field of ['items', 'updatedAt', 'confirmedAt', 'publishedAt', 'followedSince']) {
      expect(after[field], field).toEqual(before?.[field]);
    }
    // A list never published is not made by the count.
    expect((await db.collection(PUBLISHED_CATALOGUE).doc('AllDoctor').get()).exists).toBe(false);

    const items = await readPublishedList({ id: 'Labtest', data: after })?.items();
    expect(items?.map(({ id, opens }) => [id, opens])).toEqual(
      expect.arrayContaining([
        ['cbc', 3],
        ['lipid', 6],
        ['tsh', undefined],
      ]),
    );
  });

  it('replaces the last week’s counts, so an item no longer opened loses its count', async () => {
    await publishLabTests();
    await snapshot().update({ opens: { tsh: 9, cbc: 1 } });
    await openedOn('2026-11-20', 1, { Labtest: { cbc: 2 } });
    await writeOpens(db, monday);
    expect((await snapshot().get()).get('opens')).toEqual({ cbc: 2 });
  });

  it('is kept by a console edit, a publish from scratch and the reconciliation', async () => {
    await publishLabTests();
    await openedOn('2026-11-20', 1, { Labtest: { cbc: 2, lipid: 1 } });
    await writeOpens(db, monday);
    const counted = { cbc: 2, lipid: 1 };

    await db.collection('Labtest').doc('lipid').set({ name: 'Lipid Profile', price: 800 });
    expect(await applyEdit(db, 'Labtest', 'lipid')).toBe('applied');
    expect((await snapshot().get()).get('opens')).toEqual(counted);

    await publishList(db, 'Labtest');
    expect((await snapshot().get()).get('opens')).toEqual(counted);

    await db.collection('Labtest').doc('tsh').set({ name: 'TSH', price: 350 });
    expect(await reconcileList(db, 'Labtest')).toBe('republished');
    expect((await snapshot().get()).get('opens')).toEqual(counted);

    // A snapshot of another format is published afresh, its counts carried over.
    await snapshot().update({ format: 1 });
    expect(await reconcileList(db, 'Labtest')).toBe('published');
    expect((await snapshot().get()).get('opens')).toEqual(counted);
  });
});

describe('the counts a list keeps', () => {
  it(`are its ${OPENS_KEPT_PER_LIST} most opened, most first, none of 0`, () => {
    expect(mostOpened({ a: 1, b: 5, c: 0, d: 5, e: 2 }, 3)).toEqual({ b: 5, d: 5, e: 2 });
    expect(Object.keys(mostOpened({ a: 1, b: 5, c: 0, d: 5, e: 2 }, 3))).toEqual(['b', 'd', 'e']);
  });
});
