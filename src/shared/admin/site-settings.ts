import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PUBLISHED_SETTINGS, PUBLISHED_SETTINGS_ID, SITE_SETTINGS } from '../collections';
import {
  buildPublishedSettings,
  SETTINGS_FORMAT,
  SETTINGS_MAX_BYTES,
  settingsFields,
  tooLargeProblem,
} from '../published-settings';
import { staffGlossaryProblems } from './staff-glossary';
import { readPopular } from './popular-items';

/**
 * The published settings as the Admin SDK writes them (their layout: src/shared/published-settings.ts).
 * The Cloud Function in functions/src/index.ts calls publishSettings after any write to a
 * `SiteSettings` document, and after an edit of a ranked catalogue item; rules let nobody else write them.
 */

export interface SettingsOutcome {
  outcome: 'published' | 'refused';
  /** What staff are told was skipped, as the document now says. */
  problems: string[];
  bytes: number;
}

/**
 * Rebuilds the published settings from every `SiteSettings` document, and the home page's popular
 * items from the published lists (./popular-items.ts), read in a transaction so that two quick
 * edits end with the later one published. Settings over SETTINGS_MAX_BYTES are
 * refused: the sections published last stay, and only the problems and `refusedAt` change, so
 * staff see why in the document and visitors keep the last settings that fitted.
 */
export async function publishSettings(db: Firestore): Promise<SettingsOutcome> {
  const published = db.collection(PUBLISHED_SETTINGS).doc(PUBLISHED_SETTINGS_ID);
  return db.runTransaction(async (transaction): Promise<SettingsOutcome> => {
    const [documents, popular] = await Promise.all([
      transaction.get(db.collection(SITE_SETTINGS)),
      readPopular(db, transaction),
    ]);
    const { sections, problems, bytes } = buildPublishedSettings(
      documents.docs.map((document) => ({ id: document.id, data: document.data() })),
      { glossary: staffGlossaryProblems },
      { popular },
    );
    const now = FieldValue.serverTimestamp();
    if (bytes > SETTINGS_MAX_BYTES) {
      const refused = [tooLargeProblem(bytes), ...problems];
      transaction.set(
        published,
        { [settingsFields.problems]: refused, [settingsFields.refusedAt]: now },
        { merge: true },
      );
      return { outcome: 'refused', problems: refused, bytes };
    }
    transaction.set(published, {
      [settingsFields.format]: SETTINGS_FORMAT,
      [settingsFields.updatedAt]: now,
      [settingsFields.sections]: sections,
      [settingsFields.problems]: problems,
      [settingsFields.refusedAt]: null,
    });
    return { outcome: 'published', problems, bytes };
  });
}
