import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  itemIn,
  readKnownSlugs,
  SLUG_READS,
  slugCache,
  SLUGS_KEPT_MS,
  type KnownSlugs,
} from '../../../../functions/src/known-slugs';
import { publishList } from '../../../../src/shared/admin/published-lists';
import { adminFirestore, staffProject } from '../../../support/staff-tools';

/**
 * The slugs the beacon's function counts item pages by, read from the published lists on the
 * official Firestore emulator, and how often an instance reads them again.
 */

let db: Firestore;
beforeEach(() => {
  db = adminFirestore(staffProject());
});

const at = new Date('2026-11-25T10:30:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('the slugs of the published lists', () => {
  it('are the site’s, each naming its item’s id; a list not published knows none', async () => {
    const batch = db.batch();
    batch.set(db.collection('Labtest').doc('lipid-profile'), { name: 'Lipid Profile' });
    batch.set(db.collection('Labtest').doc('lipid-old'), { name: 'Lipid Profile' });
    batch.set(db.collection('Labtest').doc('cbc'), { name: 'Complete Blood Count (CBC)' });
    batch.set(db.collection('Labtest').doc('nameless'), { price: 100 });
    await batch.commit();
    await publishList(db, 'Labtest');

    const known = await readKnownSlugs(db);
    expect(Object.fromEntries(known.get('/labtest/:slug')?.ids ?? [])).toEqual({
      'lipid-profile': 'lipid-profile',
      'lipid-profile-2': 'lipid-old',
      'complete-blood-count-cbc': 'cbc',
    });
    expect(known.get('/Radiology/:slug')?.ids.size).toBe(0);

    const itemOf = itemIn(known);
    const view = (route: string, slug?: string) => ({ route, language: 'en' as const, slug });
    expect(itemOf(view('/labtest/:slug', 'lipid-profile-2'))).toEqual(['Labtest', 'lipid-old']);
    expect(itemOf(view('/labtest/:slug', 'cbc'))).toBeUndefined();
    expect(itemOf(view('/labtest/:slug'))).toBeUndefined();
    expect(itemOf(view('/Radiology/:slug', 'lipid-profile'))).toBeUndefined();
  });
});

describe('an instance’s slugs', () => {
  const counting = () => {
    const read = vi.fn(
      async (): Promise<KnownSlugs> =>
        new Map([['/labtest/:slug', { collection: 'Labtest', ids: new Map([['cbc', 'cbc']]) }]]),
    );
    return { read, slugs: slugCache(read) };
  };

  it('are read once an hour at most, however many beacons ask, and from the read budget', async () => {
    const { read, slugs } = counting();
    const spent: number[] = [];
    const spend = (reads: number) => {
      spent.push(reads);
      return true;
    };
    await Promise.all([slugs(db, at, spend), slugs(db, at, spend), slugs(db, later(1), spend)]);
    expect((await slugs(db, later(SLUGS_KEPT_MS - 1), spend)).get('/labtest/:slug')).toBeDefined();
    expect(read).toHaveBeenCalledTimes(1);
    expect(spent).toEqual([SLUG_READS]);

    await slugs(db, later(SLUGS_KEPT_MS), spend);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('wait for the budget when it is spent, and know none until then', async () => {
    const { read, slugs } = counting();
    expect((await slugs(db, at, () => false)).size).toBe(0);
    expect(read).not.toHaveBeenCalled();
    expect((await slugs(db, later(1), () => true)).size).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('are kept when a read fails, which is not tried again within the hour', async () => {
    const { read, slugs } = counting();
    await slugs(db, at, () => true);
    read.mockRejectedValueOnce(new Error('unavailable'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await slugs(db, later(SLUGS_KEPT_MS), () => true)).size).toBe(1);
    expect(error).toHaveBeenCalledOnce();
    await slugs(db, later(SLUGS_KEPT_MS + 60_000), () => true);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
