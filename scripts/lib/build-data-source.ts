// The catalogue as a Firebase-mode build pre-renders it: read with the staff tools' credentials
// (scripts/staff/lib/firestore-target.ts: the emulator at FIRESTORE_EMULATOR_HOST, else the key in
// GOOGLE_APPLICATION_CREDENTIALS), through the Admin SDK, and handed to the pages as their data
// source. Any read that fails stops the build: pages without their prices must not be deployed.
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
} from '../../src/shared/collections.ts';
import type {
  DataSource,
  FileStorage,
  PublishedReader,
  RawDocument,
} from '../../src/data/source/data-source.ts';
import { chooseTarget, describeTarget, openFirestore } from '../staff/lib/firestore-target.ts';

export type BuildDataSource = DataSource & FileStorage & PublishedReader;

export interface BuildCatalogue {
  source: BuildDataSource;
  /** Which Firestore it reads, in words, for the build's log. */
  described: string;
  close(): Promise<void>;
}

export function openBuildCatalogue(
  projectId: string,
  env: Readonly<Record<string, string | undefined>>,
): BuildCatalogue {
  const target = (() => {
    try {
      return chooseTarget({ project: projectId, writes: false }, env);
    } catch (error) {
      throw buildError('choose a Firestore', error);
    }
  })();
  const described = describeTarget(target);
  const { db, close } = openFirestore(target);
  const reading = async <T>(what: string, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      throw buildError(`read ${what} from ${described}`, error);
    }
  };
  const asRaw = (snapshot: {
    id: string;
    data(): Record<string, unknown> | undefined;
    updateTime?: { toDate(): Date };
  }): RawDocument => ({
    id: snapshot.id,
    data: snapshot.data() ?? {},
    // The sitemap's `lastmod` of the item's own page.
    ...(snapshot.updateTime && { updatedAt: snapshot.updateTime.toDate().toISOString() }),
  });
  const readOne = (collection: string, id: string) =>
    reading(`${collection}/${id}`, async (): Promise<RawDocument | null> => {
      const snapshot = await db.collection(collection).doc(id).get();
      return snapshot.exists ? asRaw(snapshot) : null;
    });
  const source: BuildDataSource = {
    kind: 'firestore',
    readCollection: (collection, cap) =>
      reading(collection, async () =>
        (await db.collection(collection).limit(cap).get()).docs.map(asRaw),
      ),
    readDocument: readOne,
    readPublished: (list) => readOne(PUBLISHED_CATALOGUE, list),
    readSettings: () => readOne(PUBLISHED_SETTINGS, PUBLISHED_SETTINGS_ID),
    addDocument: () =>
      Promise.reject(new Error('The build reads the catalogue; it writes nothing.')),
    uploadFile: () =>
      Promise.reject(new Error('The build reads the catalogue; it uploads nothing.')),
  };
  return { source, described, close };
}

function buildError(doing: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `Pre-rendering could not ${doing}: ${reason}\nNothing was built: the pages would have no ` +
      'prices. A Firebase-mode build reads the catalogue as the staff tools do (README: "Deploying").',
    { cause: error },
  );
}
