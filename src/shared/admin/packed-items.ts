import { constants, gzipSync } from 'node:zlib';
import type { PublishedItems } from '../published-catalogue';

/**
 * A list's items packed as its snapshot's `items` holds them (src/shared/published-catalogue.ts):
 * one JSON object, gzipped at the best compression, since a list is packed once per edit and read
 * on every visit. Firestore stores the Buffer as a bytes value; its length is what the document's
 * size limit counts.
 */
export const packItems = (items: PublishedItems): Buffer =>
  gzipSync(JSON.stringify(items), { level: constants.Z_BEST_COMPRESSION });
