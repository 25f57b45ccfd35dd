import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { PUBLISHED_CATALOGUE } from '../collections';
import { listCollections } from '../catalogue-lists';
import type { PopularItem } from '../parsers/settings/popular';
import {
  choosePopular,
  popularListNames,
  type PopularListName,
  type RankedItem,
} from '../popular-items';
import { packedBytes, SNAPSHOT_FORMAT, snapshotFields, unpackItems } from '../published-catalogue';

/**
 * The home page's popular items as the functions publish them with the site's settings
 * (./site-settings.ts): chosen from the published lists, the lists visitors are shown, so that
 * an item's price and address are the ones its own page has. A few documents, one per list with
 * prices, read in the settings' transaction.
 */

const amountOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A published item as choosing reads it; its fields were parsed when it was published. */
function rankedItem(id: string, fields: unknown): RankedItem | null {
  if (typeof fields !== 'object' || fields === null) return null;
  const { name, name_bn: bengali, rank, price, mrp } = fields as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return null;
  return {
    id,
    name,
    ...(typeof bengali === 'string' && { name_bn: bengali }),
    ...(typeof rank === 'number' && { rank }),
    price: amountOrNull(price),
    mrp: amountOrNull(mrp),
  };
}

/** A snapshot's items, or none when it is missing, of another format, or cannot be unpacked. */
async function publishedItems(data: DocumentData | undefined): Promise<RankedItem[]> {
  const packed = data === undefined ? null : packedBytes(data[snapshotFields.items]);
  if (data?.[snapshotFields.format] !== SNAPSHOT_FORMAT || packed === null) return [];
  const items = await unpackItems(packed).catch(() => ({}));
  return Object.entries(items)
    .map(([id, fields]) => rankedItem(id, fields))
    .filter((item) => item !== null);
}

/** The popular items, from the published lists as they stand in `transaction`. */
export async function readPopular(db: Firestore, transaction: Transaction): Promise<PopularItem[]> {
  const references = popularListNames.map((list) =>
    db.collection(PUBLISHED_CATALOGUE).doc(listCollections[list]),
  );
  const snapshots = await transaction.getAll(...references);
  const lists: Partial<Record<PopularListName, RankedItem[]>> = {};
  await Promise.all(
    popularListNames.map(async (list, index) => {
      lists[list] = await publishedItems(snapshots[index]?.data());
    }),
  );
  return choosePopular(lists);
}

/**
 * Whether a console edit of a list's document may change the popular items: the document has a
 * rank before or after it (a price, a name or the rank itself of a ranked item, or a rank given
 * or taken away). Edits of the many unranked items leave the settings alone.
 */
export const mayChangePopular = (
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) => hasRank(before) || hasRank(after);

const hasRank = (data: Record<string, unknown> | undefined) =>
  data !== undefined && data.rank !== undefined && data.rank !== null && data.rank !== '';
