import {
  listCollections,
  listNames,
  listRegistry,
  type ListCollection,
  type ListName,
  type ListParser,
} from '../catalogue-lists';
import type { PackageKind, RawDocument } from '../types';
import { isLongText, type PublishedItems } from '../published-catalogue';
import type { Glossary } from '../glossary';
import { builtInGlossary, withGlossaryTwins } from './glossary-twins';
import { parseCondition } from './condition';
import { parseDoctor } from './doctor';
import { parsePackageSummary } from './packages';
import { parseDocuments, sortByName } from './parse-documents';
import { parseLabTest } from './tests';

/** Each parser the registry names (../catalogue-lists.ts), by its name. */
const parsers = {
  labTest: parseLabTest,
  doctor: parseDoctor,
  packageSummary: parsePackageSummary,
  condition: parseCondition,
};

type Parse = (document: RawDocument) => { id: string } | null;

/** Each list's parser with Bengali twins from `glossary` (./glossary-twins.ts). */
export const listParsersWith = (glossary: Glossary) =>
  Object.fromEntries(
    listNames.map((list) => {
      const entry: { collection: string; parser: ListParser; packageKind?: PackageKind } =
        listRegistry[list];
      const parse: Parse =
        entry.packageKind === undefined
          ? (parsers[entry.parser] as Parse)
          : (document) => parsers.packageSummary(entry.packageKind as PackageKind, document);
      return [
        entry.collection,
        (document: RawDocument) => withGlossaryTwins(parse(document), glossary),
      ];
    }),
  ) as Record<ListCollection, Parse>;

/** Each list's parser: what the page shows of a document, or null for one it cannot show. */
export const listParsers = listParsersWith(builtInGlossary);

export const isListCollection = (name: string): name is ListCollection =>
  Object.hasOwn(listParsers, name);

/**
 * A parsed item as a published list holds it (src/shared/published-catalogue.ts): its id left out
 * (it is the key), and its long texts too (LONG_TEXT_FIELDS), which only its own page shows. As
 * JSON gives it back, so that an item read from a snapshot equals one built afresh.
 */
export function publishedItem(item: { id: string }): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(
      Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id' && !isLongText(key))),
    ),
  ) as Record<string, unknown>;
}

/**
 * A source document as a published list holds it: parsed by its list's parser, then as
 * publishedItem; null when the list would skip it. This is the one parse a published item gets:
 * the browser checks its shape and shows it as it is.
 */
export function snapshotItem(
  collection: ListCollection,
  document: RawDocument,
  glossary: Glossary = builtInGlossary,
): Record<string, unknown> | null {
  return publishedFrom(parserOf(collection, glossary), document);
}

const parserOf = (collection: ListCollection, glossary: Glossary) =>
  (glossary === builtInGlossary ? listParsers : listParsersWith(glossary))[collection];

function publishedFrom(parse: Parse, document: RawDocument): Record<string, unknown> | null {
  const item = parse(document);
  return item === null ? null : publishedItem(item);
}

/**
 * The items of a list's snapshot built from its documents, before they are packed, and the ids of
 * those the list would skip.
 */
export function snapshotItems(
  collection: ListCollection,
  documents: readonly RawDocument[],
  glossary: Glossary = builtInGlossary,
): { items: PublishedItems; skipped: string[] } {
  const items: PublishedItems = {};
  const skipped: string[] = [];
  const parse = parserOf(collection, glossary);
  for (const document of documents) {
    const item = publishedFrom(parse, document);
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
