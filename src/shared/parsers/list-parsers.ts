import { listCollections, type ListCollection, type ListName } from '../collections';
import type { RawDocument } from '../types';
import { isLongText } from '../published-catalogue';
import { parseDoctor } from './doctor';
import { parsePackageSummary } from './packages';
import { parseDocuments, sortByName } from './parse-documents';
import { parseLabTest, parseListedTest } from './tests';

/** Each list's parser: what the page shows of a document, or null for one it cannot show. */
export const listParsers = {
  [listCollections.doctors]: parseDoctor,
  [listCollections.labTests]: parseLabTest,
  [listCollections.radiology]: parseListedTest,
  [listCollections.cardiology]: parseListedTest,
  [listCollections.neurology]: parseListedTest,
  [listCollections.generalPackages]: (document: RawDocument) =>
    parsePackageSummary('general', document),
  [listCollections.alcoholImpactPackages]: (document: RawDocument) =>
    parsePackageSummary('alcoholImpact', document),
  [listCollections.diabeticPackages]: (document: RawDocument) =>
    parsePackageSummary('diabetic', document),
} satisfies Record<ListCollection, (document: RawDocument) => { id: string } | null>;

export const isListCollection = (name: string): name is ListCollection =>
  Object.hasOwn(listParsers, name);

/**
 * A parsed item as a published list holds it (src/shared/published-catalogue.ts), as JSON text: its
 * id left out (it is the key), and its long texts too (LONG_TEXT_FIELDS), which only its own
 * page shows.
 */
export function publishedItemText(item: { id: string }): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id' && !isLongText(key))),
  );
}

/**
 * A source document as a published list holds it: parsed by its list's parser, then as
 * publishedItemText; null when the list would skip it. This is the one parse a published item
 * gets: the browser checks its shape and shows it as it is.
 */
export function snapshotItem(collection: ListCollection, document: RawDocument): string | null {
  const item = listParsers[collection](document);
  return item === null ? null : publishedItemText(item);
}

/**
 * A snapshot's `items` map in bytes as Firestore counts a document's size: each key and each
 * text in UTF-8, plus one byte each. What PUBLISHED_LIST_MAX_BYTES holds a list to.
 */
export function snapshotBytes(items: Readonly<Record<string, string>>): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const [id, text] of Object.entries(items)) {
    bytes += encoder.encode(id).length + 1 + encoder.encode(text).length + 1;
  }
  return bytes;
}

/**
 * The `items` map of a list's snapshot built from its documents, and the ids of those the list
 * would skip.
 */
export function snapshotItems(
  collection: ListCollection,
  documents: readonly RawDocument[],
): { items: Record<string, string>; skipped: string[] } {
  const items: Record<string, string> = {};
  const skipped: string[] = [];
  for (const document of documents) {
    const item = snapshotItem(collection, document);
    if (item === null) skipped.push(document.id);
    else items[document.id] = item;
  }
  return { items, skipped };
}

/**
 * A list's documents as its page shows them: each parsed by the list's parser, and ordered by
 * name here, not with a Firestore orderBy, which would drop every document lacking the field.
 */
export function parseList<T extends { name: string }>(
  list: ListName,
  documents: readonly RawDocument[],
): T[] {
  const collection = listCollections[list];
  const parse = listParsers[collection] as (document: RawDocument) => T | null;
  return sortByName(parseDocuments(collection, documents, parse));
}
