import type { Firestore } from 'firebase-admin/firestore';
import type { ListCollection } from '../collections';
import { listCollections, readCaps } from '../catalogue-lists';
import type { RawDocument } from '../types';
import { BENGALI_SUFFIX } from '../types';
import { readText } from '../parsers/fields';
import { compareEnglishNames } from '../catalogue-order';
import { consoleDocumentLink } from '../console-links';
import { translatePhrase, type Glossary } from '../glossary';
import { GLOSSARY_SECTION, glossaryFromSettings } from './staff-glossary';
import { SITE_SETTINGS } from '../collections';

/** The lists in the order the site's menu gives them, then the health concerns; the report keeps it. */
export const listsInOrder: readonly ListCollection[] = [
  listCollections.labTests,
  listCollections.radiology,
  listCollections.cardiology,
  listCollections.neurology,
  listCollections.doctors,
  listCollections.generalPackages,
  listCollections.alcoholImpactPackages,
  listCollections.diabeticPackages,
  listCollections.conditions,
];

const testFields = ['name', 'pti', 'delivery'] as const;

/** What a Bengali reader must find in Bengali on each list's cards. */
export const fieldsNeedingBengali: Record<ListCollection, readonly string[]> = {
  AllDoctor: ['name'],
  Labtest: testFields,
  Radiology: testFields,
  Cardiology: testFields,
  Neurology: testFields,
  GeneralPackage: testFields,
  AlcoholImpactPackage: testFields,
  DiabeticPackage: testFields,
  Conditions: ['name', 'intro'],
};

/** Fields whose phrases the site's glossary translates when staff give no twin. */
const glossaryFields = new Set(['pti', 'delivery']);

export const fieldLabels: Record<string, string> = {
  name: 'name',
  pti: 'preparation',
  delivery: 'report time',
  intro: 'introduction',
};

export interface MissingBengali {
  id: string;
  name: string;
  /** The English fields a Bengali reader would see, in the order of fieldsNeedingBengali. */
  fields: string[];
}

/**
 * How often visitors opened each item's page, when the field data counts it; the report then puts
 * the most opened first. Without it, each list keeps its own order.
 */
export type PageOpens = (collection: ListCollection, id: string) => number;

/**
 * The documents of a list that a Bengali page would show partly in English, in the list's own
 * order (by name), or most opened first given `opens`: each field typed in English with no `_bn`
 * twin, the preparation and report time only when the glossary does not know the phrase either.
 * A document without a name is not on the list at all, so it is left out.
 */
export function missingBengali(
  collection: ListCollection,
  documents: readonly RawDocument[],
  glossary: Glossary,
  opens?: PageOpens,
): MissingBengali[] {
  const found: MissingBengali[] = [];
  for (const { id, data } of documents) {
    const name = readText(data.name);
    if (name === '') continue;
    const fields = fieldsNeedingBengali[collection].filter((field) => {
      const english = readText(data[field]);
      if (english === '' || readText(data[`${field}${BENGALI_SUFFIX}`]) !== '') return false;
      return !glossaryFields.has(field) || translatePhrase(english, glossary) === null;
    });
    if (fields.length > 0) found.push({ id, name, fields });
  }
  const byOpens = (a: MissingBengali, b: MissingBengali) =>
    opens === undefined ? 0 : opens(collection, b.id) - opens(collection, a.id);
  return found.sort((a, b) => byOpens(a, b) || compareEnglishNames(a, b) || (a.id < b.id ? -1 : 1));
}

export interface ListMissingBengali {
  collection: ListCollection;
  /** The documents read, each list up to its read cap. */
  total: number;
  missing: MissingBengali[];
}

/** A list's documents as staff keep them. */
export interface ListDocuments {
  collection: ListCollection;
  documents: RawDocument[];
}

/** Each list's documents, up to its read cap: what the staff's reports look through. */
export function readLists(
  db: Firestore,
  lists: readonly ListCollection[] = listsInOrder,
): Promise<ListDocuments[]> {
  return Promise.all(
    lists.map(async (collection) => {
      const read = await db.collection(collection).limit(readCaps[collection]).get();
      const documents = read.docs.map((document) => ({ id: document.id, data: document.data() }));
      return { collection, documents };
    }),
  );
}

/**
 * Reads staff's glossary phrases, and finds what a Bengali page would show in English in the
 * lists read, list by list: for `catalogue:missing-bn` and the Monday e-mail.
 */
export async function readMissingBengali(
  db: Firestore,
  listed: readonly ListDocuments[],
  opens?: PageOpens,
): Promise<ListMissingBengali[]> {
  const phrases = await db.collection(SITE_SETTINGS).doc(GLOSSARY_SECTION).get();
  const glossary = glossaryFromSettings(phrases.data());
  return listed.map(({ collection, documents }) => ({
    collection,
    total: documents.length,
    missing: missingBengali(collection, documents, glossary, opens),
  }));
}

/**
 * The first `count` documents lacking Bengali across the lists: the most opened first given
 * `opens`, otherwise list by list in the site's menu order.
 */
export function firstMissing(
  lists: readonly ListMissingBengali[],
  count: number,
  opens?: PageOpens,
): (MissingBengali & { collection: ListCollection })[] {
  const all = lists.flatMap(({ collection, missing }) =>
    missing.map((item) => ({ ...item, collection })),
  );
  if (opens !== undefined) {
    // A stable sort keeps the lists' order among documents opened as often.
    all.sort((a, b) => opens(b.collection, b.id) - opens(a.collection, a.id));
  }
  return all.slice(0, count);
}

/** The report's lines for one list: a count, then each document with its console page. */
export function missingLines(
  projectId: string,
  collection: ListCollection,
  total: number,
  missing: readonly MissingBengali[],
): string[] {
  if (missing.length === 0) return [`${collection}: all ${total} in Bengali.`];
  return [
    `${collection}: ${missing.length} of ${total} lack Bengali.`,
    ...missing.flatMap(({ id, name, fields }) => [
      `  ${name}: ${fields.map((field) => fieldLabels[field] ?? field).join(', ')}`,
      `    ${consoleDocumentLink(projectId, collection, id)}`,
    ]),
  ];
}

/**
 * The Monday e-mail's part: how many documents lack Bengali, and the first ten with their console
 * pages, so staff can add the twins one by one (`npm run catalogue:missing-bn` lists them all).
 */
export function missingBengaliMailLines(
  projectId: string,
  lists: readonly ListMissingBengali[],
  opens?: PageOpens,
): string[] {
  const lacking = lists.reduce((sum, { missing }) => sum + missing.length, 0);
  if (lacking === 0) return ['Bengali: every test, doctor and package reads in Bengali.'];
  const first = firstMissing(lists, MAIL_COUNT, opens);
  return [
    `Bengali: ${lacking} document(s) show English on a Bengali page` +
      (lacking > first.length ? `; the first ${first.length}` : '') +
      ' (npm run catalogue:missing-bn lists them all):',
    ...first.flatMap(({ collection, id, name, fields }) => [
      `  ${name} (${collection}): ${fields.map((field) => fieldLabels[field] ?? field).join(', ')}`,
      `    ${consoleDocumentLink(projectId, collection, id)}`,
    ]),
  ];
}

const MAIL_COUNT = 10;
