import { env } from '../../config/env';
import type { DataSource, FileStorage, PublishedReader } from './data-source';

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
    return createFirestoreDataSource(connectFirestore(firebase), firebase);
  }
  const { createLocalDataSource } = await import('./adapters/local/local-data-source');
  return createLocalDataSource();
}

let readerForBuild: PublishedReader | undefined;

/**
 * The build's pre-rendering (scripts/prerender.ts) reads a Firebase-mode catalogue itself, with
 * the staff tools' credentials, and hands that source over here: the pages are drawn from it.
 */
export function provideBuildCatalogue(source: DataSource & FileStorage & PublishedReader): void {
  selected = Promise.resolve(source);
  readerForBuild = source;
}

/**
 * Whether this visit may read a catalogue collection whole: the demo catalogue may, and so may the
 * build, with staff's credentials; a visitor's browser in Firebase mode may not (firestore.rules
 * allow it single documents and the published lists only).
 */
export const mayListCatalogue = () => readerForBuild !== undefined || env.firebase === null;

/** Where this visit reads the published lists and settings; the SDK-free half of the Firebase adapter. */
export async function getPublishedReader(): Promise<PublishedReader> {
  if (readerForBuild) return readerForBuild;
  const firebase = env.firebase;
  if (!firebase) {
    const { demoPublished } = await import('./adapters/local/demo-published');
    return demoPublished;
  }
  const { createPublishedReader } = await import('./adapters/firestore/published-reader');
  return createPublishedReader(firebase);
}
