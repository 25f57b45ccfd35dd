import { compareEnglishNames } from '../catalogue-order';
import type { RawDocument } from '../types';

const reportedCollections = new Set<string>();

/**
 * Parses every document of a read with one collection's parser. A document the parser cannot show
 * at all is skipped, never the whole list, and the skip is reported to the console once per
 * collection so that staff testing the site can find and fix it.
 */
export function parseDocuments<T>(
  collection: string,
  documents: readonly RawDocument[],
  parse: (document: RawDocument) => T | null,
): T[] {
  const parsed: T[] = [];
  const skippedIds: string[] = [];
  for (const document of documents) {
    const item = parse(document);
    if (item === null) skippedIds.push(document.id);
    else parsed.push(item);
  }
  if (skippedIds.length > 0 && !reportedCollections.has(collection)) {
    reportedCollections.add(collection);
    console.warn(
      `${collection}: ${skippedIds.length} document(s) have nothing to show and were ` +
        `skipped: ${skippedIds.join(', ')}`,
    );
  }
  return parsed;
}

/** Items in the order a list shows them in English: by name, numbers in order ("T3" before "T10"). */
export const sortByName = <T extends { name: string }>(items: T[]): T[] =>
  items.sort(compareEnglishNames);
