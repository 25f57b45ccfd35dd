import { env } from '../config/env';
import type { DataSource, FileStorage } from './data-source';

let selected: Promise<DataSource & FileStorage> | undefined;

/**
 * The one data source of this visit: Firebase when `VITE_FIREBASE_*` is set, the embedded demo
 * data otherwise. Either adapter is a dynamic import, so the demo site never downloads the
 * Firebase SDK and the Firebase site never downloads the demo catalogue.
 */
export function getDataSource(): Promise<DataSource & FileStorage> {
  selected ??= loadDataSource().catch((error: unknown) => {
    selected = undefined;
    throw error;
  });
  return selected;
}

async function loadDataSource(): Promise<DataSource & FileStorage> {
  const firebase = env.firebase;
  if (firebase) {
    const { connectFirestore, createFirestoreDataSource } = await import('./adapters/firestore');
    return createFirestoreDataSource(connectFirestore(firebase));
  }
  const { createLocalDataSource } = await import('./adapters/local/local-data-source');
  return createLocalDataSource();
}
