import type { Firestore } from 'firebase-admin/firestore';
import { itemListNames, listCollections } from '../../src/shared/catalogue-lists';
import { PUBLISHED_CATALOGUE } from '../../src/shared/collections';
import type { ItemOf } from '../../src/shared/admin/field-tally';
import { readPublishedList, snapshotFields } from '../../src/shared/published-catalogue';
import { itemPaths } from '../../src/shared/routes';
import { itemSlugs } from '../../src/shared/slugs';

/**
 * The slugs of the items with pages of their own, as the site makes them, so that the beacon's
 * function counts an item page's open under the item's id, and only for an item its list has: a
 * made-up slug is dropped, and costs no read. Read from the published lists, the lists visitors
 * are shown, once an hour at most by each instance.
 */

/** How long an instance keeps the slugs it read before it reads the lists again. */
export const SLUGS_KEPT_MS = 60 * 60 * 1000;

/** The reads of one refresh: one published list for each list with item pages. */
export const SLUG_READS = itemListNames.length;

/** Each item route's list: its collection, and its items' ids by their slugs. */
export type KnownSlugs = ReadonlyMap<
  string,
  { collection: string; ids: ReadonlyMap<string, string> }
>;

/**
 * Every item list's slugs, from its published list: one read each, in one call, without the
 * opens, which the slugs do not need. A list not published, or not readable here, knows none.
 */
export async function readKnownSlugs(db: Firestore): Promise<KnownSlugs> {
  const references = itemListNames.map((list) =>
    db.collection(PUBLISHED_CATALOGUE).doc(listCollections[list]),
  );
  const snapshots = await db.getAll(...references, {
    fieldMask: [snapshotFields.format, snapshotFields.items, snapshotFields.updatedAt],
  });
  const known = new Map<string, { collection: string; ids: ReadonlyMap<string, string> }>();
  await Promise.all(
    itemListNames.map(async (list, index) => {
      const collection = listCollections[list];
      const data = snapshots[index]?.data();
      const published = data === undefined ? null : readPublishedList({ id: collection, data });
      const items = (await published?.items().catch(() => null)) ?? [];
      const ids = new Map([...itemSlugs(items)].map(([id, slug]) => [slug, id]));
      known.set(itemPaths[list].item, { collection, ids });
    }),
  );
  return known;
}

/** The item a view's slug names in `known`, as the tally counts it. */
export const itemIn =
  (known: KnownSlugs): ItemOf =>
  ({ route, slug }) => {
    const list = known.get(route);
    const id = slug === undefined ? undefined : list?.ids.get(slug);
    return list === undefined || id === undefined ? undefined : [list.collection, id];
  };

/**
 * An instance's slugs: read on the first beacon that carries one, then again when an hour old,
 * if the read budget has the reads (`spend`); until then, and when a read fails, those it has.
 * A read under way is shared by the beacons that arrive meanwhile.
 */
export function slugCache(read: (db: Firestore) => Promise<KnownSlugs> = readKnownSlugs) {
  let known: KnownSlugs = new Map();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  return async (db: Firestore, now: Date, spend: (reads: number) => boolean) => {
    if (reading === undefined && now.getTime() - readAt >= SLUGS_KEPT_MS && spend(SLUG_READS)) {
      // Counted from the attempt: a failing read is not tried again with every beacon.
      readAt = now.getTime();
      reading = read(db)
        .then(
          (fresh) => {
            known = fresh;
          },
          (error: unknown) => {
            console.error('The item slugs could not be read; opens wait for the next hour.', error);
          },
        )
        .finally(() => {
          reading = undefined;
        });
    }
    await reading;
    return known;
  };
}
