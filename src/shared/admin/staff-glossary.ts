import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { SITE_SETTINGS } from '../collections';
import {
  compileGlossary,
  mergeGlossary,
  parseGlossaryEntries,
  standardGlossary,
  type Glossary,
} from '../glossary';
import { settingsSections, type StaffPhrase } from '../parsers/site-settings';

/**
 * Staff's own glossary phrases (`SiteSettings/glossary`), as the functions and `catalogue:publish`
 * use them: merged with the built-in phrases whenever a list is published, so each item carries
 * the Bengali twins of both; and checked in full when the settings are published, so that an
 * entry the glossary cannot use is reported to staff instead of silently doing nothing.
 */

export const GLOSSARY_SECTION = 'glossary';

/** The glossary's own reasons for skipping a phrase the settings' shape check let through. */
export function staffGlossaryProblems(value: unknown): string[] {
  const phrases = Array.isArray(value) ? (value as StaffPhrase[]) : [];
  return parseGlossaryEntries(phrases).problems.map(
    ({ index, reason }) => `"${phrases[index]?.en ?? ''}": skipped, ${reason}.`,
  );
}

/** The glossary a list is published with: the built-in phrases, then staff's usable ones. */
export function glossaryFromSettings(fields: unknown): Glossary {
  const { value } = settingsSections.glossary.parse(fields);
  return compileGlossary(mergeGlossary(standardGlossary, parseGlossaryEntries(value).entries));
}

/** Reads staff's glossary document, within the transaction that publishes a list. */
export async function readStaffGlossary(
  db: Firestore,
  transaction: Transaction,
): Promise<Glossary> {
  const document = await transaction.get(db.collection(SITE_SETTINGS).doc(GLOSSARY_SECTION));
  return glossaryFromSettings(document.data());
}
