import { defineString } from 'firebase-functions/params';

/**
 * Where the functions run: the region of the project's Firestore database, which a Firestore
 * trigger must match. Mumbai by default; set CATALOGUE_REGION in functions/.env otherwise, and
 * the `/api/beacon` rewrite's region in firebase.json with it (a deploy refuses a mismatch).
 */
export const region = defineString('CATALOGUE_REGION', {
  default: 'asia-south1',
  description: 'The region of the Firestore database (Firebase console, Firestore, Location).',
});
