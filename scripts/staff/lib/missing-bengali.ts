import type { ListCollection } from '../../../src/shared/collections';
import { listCollections } from '../../../src/shared/catalogue-lists';
import type { RawDocument } from '../../../src/shared/types';
import { BENGALI_SUFFIX } from '../../../src/shared/types';
import { readText } from '../../../src/shared/parsers/fields';
import { compareEnglishNames } from '../../../src/shared/catalogue-order';
import { consoleDocumentLink } from '../../../src/shared/console-links';
import { translatePhrase, type Glossary } from '../../../src/shared/glossary';

/** The lists in the order the site's menu gives them, which the report keeps. */
export const listsInOrder: readonly ListCollection[] = [
  listCollections.labTests,
  listCollections.radiology,
  listCollections.cardiology,
  listCollections.neurology,
  listCollections.doctors,
  listCollections.generalPackages,
  listCollections.alcoholImpactPackages,
  listCollections.diabeticPackages,
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
};

/** Fields whose phrases the site's glossary translates when staff give no twin. */
const glossaryFields = new Set(['pti', 'delivery']);

export const fieldLabels: Record<string, string> = {
  name: 'name',
  pti: 'preparation',
  delivery: 'report time',
};

export interface MissingBengali {
  id: string;
  name: string;
  /** The English fields a Bengali reader would see, in the order of fieldsNeedingBengali. */
  fields: string[];
}

/**
 * The documents of a list that a Bengali page would show partly in English, in the list's own
 * order (by name): each field typed in English with no `_bn` twin, the preparation and report
 * time only when the glossary does not know the phrase either. A document without a name is
 * not on the list at all, so it is left out.
 */
export function missingBengali(
  collection: ListCollection,
  documents: readonly RawDocument[],
  glossary: Glossary,
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
  return found.sort((a, b) => compareEnglishNames(a, b) || (a.id < b.id ? -1 : 1));
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
