import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { PUBLISHED_CATALOGUE } from '../../src/data/collections';
import { isListCollection } from '../../src/data/published-catalogue';
import { answerPublish, applyEdit } from './published-catalogue';

initializeApp();

/**
 * Where the function runs: the region of the project's Firestore database, which a Firestore
 * trigger must match. Mumbai by default; set CATALOGUE_REGION in functions/.env otherwise.
 */
const region = defineString('CATALOGUE_REGION', {
  default: 'asia-south1',
  description: 'The region of the Firestore database (Firebase console, Firestore, Location).',
});

/**
 * Every write to a top-level document: a catalogue edit is applied to its list's published
 * snapshot, a new publish is answered, anything else (visitors' enquiries) is left alone. One
 * function rather than one per list keeps one deployment and one warm instance.
 */
export const followCatalogue = onDocumentWritten(
  { document: '{collection}/{docId}', region, memory: '256MiB', maxInstances: 10 },
  async (event) => {
    const { collection, docId } = event.params;
    if (collection === PUBLISHED_CATALOGUE) {
      const after = event.data?.after;
      await answerPublish(getFirestore(), docId, {
        data: after?.data(),
        updateTime: after?.exists ? after.updateTime : undefined,
      });
      return;
    }
    if (!isListCollection(collection)) return;
    const outcome = await applyEdit(getFirestore(), collection, docId);
    console.info(`${collection}/${docId}: ${outcome}`);
  },
);
