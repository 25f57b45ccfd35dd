import type { Firestore } from 'firebase-admin/firestore';
import { NOTIFICATIONS } from '../../../src/shared/collections';
import { QUARANTINE_FOLDER } from '../../../src/shared/prescription-files';
import {
  PRESCRIPTION_UPLOADS,
  submissionCollections,
  type WrittenCollection,
} from '../../../src/shared/collections';
import { PRESCRIPTION_FOLDER } from '../../../src/shared/prescription-files';
import { mentionsMobile } from '../../../src/shared/indian-numbers';
import type { PersonFiles } from './person-files';

/** Every collection a visitor's form writes a record to. */
export const writtenCollections: readonly WrittenCollection[] = [
  submissionCollections.homeSampleEnquiry.name,
  submissionCollections.feedback.name,
  submissionCollections.homeVisit.name,
  PRESCRIPTION_UPLOADS,
];

/** Where uploads are kept: the files as sent, and those the upload check set aside. */
export const uploadFolders = [`${PRESCRIPTION_FOLDER}/`, `${QUARANTINE_FOLDER}/`] as const;

/** The Notifications documents that hold digest lines: the minute's counter and a digest being sent. */
const DIGEST_HOLDERS = ['_quota', '_digest'];

/** Whether any text in a stored value (a field, a list, a map) holds the mobile. */
export function holdsMobile(value: unknown, digits: string): boolean {
  if (typeof value === 'string') return mentionsMobile(value, digits);
  if (Array.isArray(value)) return value.some((item) => holdsMobile(item, digits));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some((item) => holdsMobile(item, digits));
  }
  return false;
}

export interface FoundRecord {
  collection: string;
  id: string;
  /** The name given with it, for staff to see it is the right person. */
  name: string;
}

export interface FoundNotice {
  id: string;
  state: string;
}

export interface FoundDigestLines {
  /** The Notifications document holding them. */
  id: string;
  lines: string[];
}

export interface FoundFile {
  path: string;
  name: string;
}

/** Everything that holds one person's mobile: what erasure removes. */
export interface PersonData {
  records: FoundRecord[];
  notices: FoundNotice[];
  digestLines: FoundDigestLines[];
  /** null when no bucket was searched. */
  files: FoundFile[] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The record id a prescription file is named by: `prescription/<id>.<ext>`, quarantined or not. */
const uploadRecordId = (path: string) =>
  /(?:^|\/)prescription\/([^/.]+)\.[^/]+$/.exec(path)?.[1] ?? null;

/**
 * Finds every place the site and its functions keep this mobile (ten digits): the records of
 * every written collection, the e-mails waiting in Notifications, the digest lines held for the
 * next digest, and the uploaded files (by their metadata, or as the file of a record found).
 * Reads only.
 */
export async function findPerson(
  db: Firestore,
  files: PersonFiles | null,
  digits: string,
): Promise<PersonData> {
  const records: FoundRecord[] = [];
  // The collections are small (their records expire within 90 days), and a mobile is stored as
  // typed by staff in the console as well as by the forms, so each is read whole and matched here.
  for (const collection of writtenCollections) {
    const snapshot = await db.collection(collection).get();
    for (const document of snapshot.docs) {
      if (holdsMobile(document.data(), digits)) {
        // The home visit keeps its form's own field names.
        const name: unknown = document.get('title') ?? document.get('from_name');
        records.push({ collection, id: document.id, name: text(name) });
      }
    }
  }

  const notices: FoundNotice[] = [];
  const digestLines: FoundDigestLines[] = [];
  const notifications = await db.collection(NOTIFICATIONS).get();
  for (const document of notifications.docs) {
    if (DIGEST_HOLDERS.includes(document.id)) {
      const held: unknown = document.get('held');
      const lines = Array.isArray(held)
        ? held.filter((line): line is string => typeof line === 'string')
        : [];
      const matching = lines.filter((line) => mentionsMobile(line, digits));
      if (matching.length > 0) digestLines.push({ id: document.id, lines: matching });
    } else if (holdsMobile(document.data(), digits)) {
      notices.push({ id: document.id, state: text(document.get('state')) });
    }
  }

  if (files === null) return { records, notices, digestLines, files: null };
  const uploadIds = new Set(
    records.filter(({ collection }) => collection === PRESCRIPTION_UPLOADS).map(({ id }) => id),
  );
  const found: FoundFile[] = [];
  for (const folder of uploadFolders) {
    for (const file of await files.list(folder)) {
      const recordId = uploadRecordId(file.path);
      if (holdsMobile(file.metadata, digits) || (recordId !== null && uploadIds.has(recordId))) {
        found.push({ path: file.path, name: text(file.metadata.title) });
      }
    }
  }
  return { records, notices, digestLines, files: found };
}

export const foundNothing = ({ records, notices, digestLines, files }: PersonData) =>
  records.length + notices.length + digestLines.length + (files?.length ?? 0) === 0;

/**
 * Removes what findPerson found: the files first (a record gone first would leave its file
 * unnamed), then the records and notices, then the digest lines, taken out in a transaction so a
 * line the functions add meanwhile is kept.
 */
export async function erasePerson(
  db: Firestore,
  files: PersonFiles | null,
  found: PersonData,
  digits: string,
): Promise<void> {
  for (const { path } of found.files ?? []) {
    if (files === null) break;
    await files.delete(path);
  }
  const documents = [
    ...found.records.map(({ collection, id }) => db.collection(collection).doc(id)),
    ...found.notices.map(({ id }) => db.collection(NOTIFICATIONS).doc(id)),
  ];
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const document of documents.slice(start, start + 500)) batch.delete(document);
    await batch.commit();
  }
  for (const { id } of found.digestLines) {
    const holder = db.collection(NOTIFICATIONS).doc(id);
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(holder);
      const held: unknown = snapshot.get('held');
      if (!snapshot.exists || !Array.isArray(held)) return;
      const kept = held.filter(
        (line: unknown) => !(typeof line === 'string' && mentionsMobile(line, digits)),
      );
      const removed = held.length - kept.length;
      if (removed === 0) return;
      const counted: unknown = snapshot.get('heldCount');
      // The digest counts what it does not list by name: one removed line is one record fewer.
      const heldCount = typeof counted === 'number' ? Math.max(0, counted - removed) : kept.length;
      if (heldCount > 0) {
        transaction.update(holder, { held: kept, heldCount });
      } else if (id === '_digest') {
        // A digest of nobody else: nothing left to send.
        transaction.delete(holder);
      } else {
        transaction.update(holder, { held: [], heldCount: 0, heldSince: null });
      }
    });
  }
}
