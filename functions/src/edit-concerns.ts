import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { amountProblem, priceProblems } from '../../src/shared/amount-cells';
import { itemListNames, listRegistry, packageListNames } from '../../src/shared/catalogue-lists';
import { parseCondition } from '../../src/shared/parsers/condition';
import { readAmount, readPercent, readText } from '../../src/shared/parsers/fields';
import { readInclusionSections, testCountInTitle } from '../../src/shared/parsers/packages';
import { PATHOLOGIST_REVIEWER, type PackageKind } from '../../src/shared/types';
import { SITE_SETTINGS } from '../../src/shared/collections';
import { formatRupees } from '../../src/shared/format';
import { consoleDocumentLink, emailOf, type Notice } from './notices';

/**
 * A console edit that reads oddly, told to staff. The site reads what staff type leniently and
 * goes on doing so ("1.200" shows as ₹1, "1e3" as ₹1); staff are told once what was typed and
 * what visitors now see, by the checks `catalogue:import` applies to a price list
 * (src/shared/amount-cells.ts).
 */

const amountFields = { mrp: 'amount', off: 'percent', price: 'amount' } as const;

const shown = (kind: 'amount' | 'percent', value: number | null) => {
  if (value === null || value === 0) return kind === 'amount' ? 'no amount' : 'no discount';
  return kind === 'amount' ? formatRupees(value) : `${value}% off`;
};

/** Each package collection's kind: its inclusion lines are what its card counts. */
const packageKindOf = new Map<string, PackageKind>(
  Object.values(listRegistry).flatMap((entry) =>
    'packageKind' in entry ? [[entry.collection, entry.packageKind] as const] : [],
  ),
);

/**
 * A package whose title states a number of tests other than the inclusion lines it has: its card
 * counts the lines, so visitors would read two numbers.
 */
function testCountConcern(kind: PackageKind, data: Record<string, unknown>): string | null {
  const stated = testCountInTitle(readText(data.title));
  if (stated === null) return null;
  const listed = readInclusionSections(kind, data).reduce(
    (count, section) => count + section.lines.length,
    0,
  );
  if (stated === listed) return null;
  return (
    `the title says ${stated} tests, but the package lists ${listed} inclusion ` +
    `${listed === 1 ? 'line' : 'lines'}, and its card shows ${listed}`
  );
}

/** What in a catalogue document reads oddly, in words for staff; none when it reads cleanly. */
function editConcerns(collection: string, data: Record<string, unknown>): string[] {
  const concerns: string[] = [];
  const kind = packageKindOf.get(collection);
  const countConcern = kind === undefined ? null : testCountConcern(kind, data);
  if (countConcern !== null) concerns.push(countConcern);
  if (collection === listRegistry.conditions.collection) {
    if (parseCondition({ id: '', data }) === null) {
      concerns.push('it has no name (or title), so it has no page');
    }
  } else if (readText(data.name) === '') {
    concerns.push('it has no name, so the list no longer shows it');
  }
  const read = {
    mrp: readAmount(data.mrp),
    off: readPercent(data.off),
    price: readAmount(data.price),
  };
  for (const [field, kind] of Object.entries(amountFields) as [
    keyof typeof read,
    'amount' | 'percent',
  ][]) {
    const typed = data[field];
    if (
      typed === undefined ||
      typed === null ||
      (typeof typed === 'string' && typed.trim() === '')
    ) {
      continue;
    }
    const problem =
      typeof typed === 'string' || typeof typed === 'number'
        ? amountProblem(typed, kind)
        : 'is not text or a number';
    if (problem !== null) {
      concerns.push(
        `${field} typed as ${JSON.stringify(typed)} ${problem}; visitors see ${shown(kind, read[field])}`,
      );
    }
  }
  for (const problem of priceProblems(read)) {
    concerns.push(`${problem}, as visitors read the document`);
  }
  return concerns;
}

/**
 * A `reviewedBy` that names no doctor's document, or the pathologist in charge while the
 * settings name none: the page leaves the reviewer out (src/data/item-links.ts), so staff are
 * told. One read, only when the field is filled in.
 */
async function reviewerConcern(db: Firestore, data: Record<string, unknown>) {
  const reviewedBy = readText(data.reviewedBy);
  if (reviewedBy === '') return null;
  if (reviewedBy === PATHOLOGIST_REVIEWER) {
    const settings = await db.collection(SITE_SETTINGS).doc('credentials').get();
    if (readText(settings.get('pathologist')) !== '') return null;
    return (
      `reviewedBy typed as ${JSON.stringify(reviewedBy)} names the pathologist in charge, but ` +
      `${SITE_SETTINGS}/credentials names none, so the page shows no reviewer; give their name there`
    );
  }
  const doctor = await db.collection(listRegistry.doctors.collection).doc(reviewedBy).get();
  if (doctor.exists) return null;
  return (
    `reviewedBy typed as ${JSON.stringify(reviewedBy)} names no document in ` +
    `${listRegistry.doctors.collection}, so the page shows no reviewer; give the document id of ` +
    'the doctor who read the text'
  );
}

/** Where a health concern's links are looked for, by the field that holds their ids. */
const linkCollections = {
  tests: itemListNames.flatMap((list) =>
    list === 'doctors' ? [] : [listRegistry[list].collection],
  ),
  packages: packageListNames.map((list) => listRegistry[list].collection),
  doctors: [listRegistry.doctors.collection],
};

/**
 * A health concern's links that name no document of their lists, which its page leaves out, and
 * whether it is left with none, so that it has no page (src/data/build/condition-pages.ts). One
 * read for each id and collection it may be in: four for a test.
 */
async function conditionLinkConcerns(
  db: Firestore,
  collection: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  if (collection !== listRegistry.conditions.collection) return [];
  const condition = parseCondition({ id: '', data });
  if (condition === null) return [];
  const unknown: string[] = [];
  let found = 0;
  for (const [field, collections] of Object.entries(linkCollections)) {
    const ids = condition[field as keyof typeof linkCollections];
    // A slash would make the id a path: no document of the list has one.
    const readable = ids.filter((id) => !id.includes('/'));
    const documents =
      readable.length === 0
        ? []
        : await db.getAll(
            ...readable.flatMap((id) => collections.map((name) => db.collection(name).doc(id))),
          );
    const existing = new Set(documents.filter((document) => document.exists).map(({ id }) => id));
    for (const id of ids) {
      if (existing.has(id)) found += 1;
      else unknown.push(`${field}: ${JSON.stringify(id)}`);
    }
  }
  const concerns: string[] = [];
  if (unknown.length > 0) {
    concerns.push(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'names' : 'name'} no document of ` +
        'its lists, so the page leaves it out; give the document id as the console shows it',
    );
  }
  if (found === 0) {
    concerns.push('it links no test, package or doctor the lists have, so it has no page');
  }
  return concerns;
}

/**
 * The e-mail about an odd edit. Its key names the document and what reads oddly, so a retried
 * event, or a later edit that leaves the same oddity, sends nothing more.
 */
function editNotice(
  collection: string,
  docId: string,
  data: Record<string, unknown>,
  concerns: readonly string[],
  projectId: string,
): Notice {
  const document = `${collection}/${docId}`;
  const name = readText(data.name);
  const named = name === '' ? document : `${document} (${name})`;
  const link = consoleDocumentLink(projectId, collection, docId);
  const fingerprint = createHash('sha256').update(concerns.join('\n')).digest('hex').slice(0, 16);
  return {
    key: `edit:${document}:${fingerprint}`,
    email: emailOf(`A console edit reads oddly: ${named}`, [
      `${named} was edited in the Firebase console, and the site shows it as it reads it:`,
      '',
      ...concerns.map((concern) => `- ${concern}`),
      '',
      'If that is not what was meant, correct the document.',
      `Open it: ${link}`,
    ]),
    line: `- A console edit of ${named} reads oddly: ${concerns.join('; ')} — ${link}`,
  };
}

/**
 * Tells staff, through `tell`, of an edit whose document reads oddly, its reviewer looked up in
 * `db`; the notice's key, or null when it reads cleanly (or was deleted).
 */
export async function tellOfOddEdit(
  db: Firestore,
  collection: string,
  docId: string,
  data: Record<string, unknown> | undefined,
  projectId: string,
  tell: (notice: Notice) => Promise<unknown>,
): Promise<string | null> {
  if (data === undefined) return null;
  const [reviewer, links] = await Promise.all([
    reviewerConcern(db, data),
    conditionLinkConcerns(db, collection, data),
  ]);
  const concerns = [
    ...editConcerns(collection, data),
    ...(reviewer === null ? [] : [reviewer]),
    ...links,
  ];
  if (concerns.length === 0) return null;
  const notice = editNotice(collection, docId, data, concerns, projectId);
  await tell(notice);
  return notice.key;
}
