import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  type DocumentReference,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { FirebaseEnv } from '../../../config/env';
import {
  CEILING_PER_WINDOW,
  QUOTA_WINDOW_MINUTES,
  RETENTION_DAYS,
  SENDER_LIMIT_PER_WINDOW,
  SENDER_QUOTA,
  senderQuotaId,
  SUBMISSION_QUOTA,
  type WrittenCollection,
} from '../../collections';
import type { DataSource, FileStorage } from '../../data-source';
import { LimitReachedError } from '../../send-failure';
import { SEND_TIMEOUT_MS, SendTimeoutError, silenceTimer } from '../../time-box';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Storage otherwise retries a failed upload for ten minutes while the visitor waits. */
const UPLOAD_RETRY_MS = 20_000;

/** Initialises Firebase once from configuration, and points it at an emulator when one is set. */
export function connectFirestore(config: FirebaseEnv): Firestore {
  const { apiKey, authDomain, projectId, storageBucket, messagingSenderId, appId } = config;
  const app = initializeApp({
    apiKey,
    authDomain,
    projectId,
    storageBucket,
    messagingSenderId,
    appId,
  });
  const db = getFirestore(app);
  const { firestoreEmulatorHost } = config;
  if (firestoreEmulatorHost !== '') {
    const [host = '127.0.0.1', port = '8080'] = firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

/**
 * Signs the visitor in anonymously on this app, the first time only, and resolves with the user's
 * id: the rules count records by it. Firebase Auth's code is downloaded now, when a form is first
 * sent, never with a page.
 */
export const signInVisitor = (db: Firestore, authEmulatorHost: string) => async () => {
  const { signInAnonymousVisitor } = await import('./visitor-sign-in');
  return signInAnonymousVisitor(db.app, authEmulatorHost);
};

/** `identifyVisitor` signs the sender in and gives their user id (signInVisitor, or a test's). */
export function createFirestoreDataSource(
  db: Firestore,
  identifyVisitor: () => Promise<string>,
): DataSource & FileStorage {
  return {
    kind: 'firestore',
    async readCollection(name, cap) {
      const snapshot = await getDocs(query(collection(db, name), limit(cap)));
      return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
    },
    async readDocument(name, id) {
      const snapshot = await getDoc(doc(db, name, id));
      const data = snapshot.data();
      return data === undefined ? null : { id: snapshot.id, data };
    },
    async addDocument(name, fields) {
      return addCounted(db, name, fields, await identifyVisitor());
    },
    async uploadFile(path, file, about, onProgress) {
      // Storage is loaded only when a visitor uploads, never with the page.
      const { getStorage, ref, uploadBytesResumable } = await import('firebase/storage');
      const storage = getStorage(db.app);
      storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
      // The visitor's own file name goes in the metadata, never in the stored path; who sent it
      // goes there too, so staff opening the file in the console see whom to call.
      const task = uploadBytesResumable(ref(storage, path), file, {
        contentType: file.type,
        customMetadata: { ...about, originalName: file.name },
      });
      await new Promise<void>((resolve, reject) => {
        let stalled = false;
        const silence = silenceTimer(() => {
          stalled = true;
          task.cancel();
        });
        task.on(
          'state_changed',
          ({ bytesTransferred, totalBytes }) => {
            silence.heard();
            onProgress?.(totalBytes === 0 ? 0 : bytesTransferred / totalBytes);
          },
          (error) => {
            silence.stop();
            reject(stalled ? new SendTimeoutError(SEND_TIMEOUT_MS) : error);
          },
          () => {
            silence.stop();
            resolve();
          },
        );
      });
    },
  };
}

/** A counter as the rules keep it, or null before its first record. */
interface Counter {
  windowStart: Timestamp;
  count: number;
}

type CounterMove = 'open' | 'count';

const WINDOW_MS = QUOTA_WINDOW_MINUTES * 60 * 1000;

const readCounter = async (reference: DocumentReference): Promise<Counter | null> => {
  const data = (await getDoc(reference)).data();
  return data === undefined ? null : (data as Counter);
};

/** A counter whose window is open by this phone's clock and holds `limit` records already. */
const isFull = (counter: Counter | null, limit: number) =>
  counter !== null &&
  counter.count >= limit &&
  Date.now() < counter.windowStart.toMillis() + WINDOW_MS;

/**
 * Which move this phone's clock expects the rules to take first (a new window, or one more in the
 * open one), then the other: a clock that is off, or a visitor who opened the window a moment
 * before, makes the rules take the other.
 */
function movesFor(counter: Counter | null): [CounterMove, CounterMove] {
  const opens = counter === null || Date.now() >= counter.windowStart.toMillis() + WINDOW_MS;
  return opens ? ['open', 'count'] : ['count', 'open'];
}

/** The rules refused the batch, or it counted on a counter that someone else had not yet made. */
const isRefusal = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'not-found';
};

/**
 * Adds a record as firestore.rules require (docs/decisions.md, "Limits that bind one sender"):
 * with the server's time, the day the TTL policy deletes it, and in the same batch the
 * collection's counter and the sender's, each naming it. Both counters are read first, so a full
 * one is told at once; each moves as this phone's clock expects, and a refused batch is tried
 * with the other moves. Resolves with the record's id.
 */
async function addCounted(
  db: Firestore,
  name: WrittenCollection,
  fields: Record<string, string>,
  uid: string,
): Promise<string> {
  const record = doc(collection(db, name));
  const expiresAt = Timestamp.fromMillis(Date.now() + RETENTION_DAYS * DAY_MS);
  const stamped = { ...fields, createdAt: serverTimestamp(), expiresAt };
  const ceiling = doc(db, SUBMISSION_QUOTA, name);
  const sender = doc(db, SENDER_QUOTA, senderQuotaId(name, uid));
  const counted = async () => {
    const [ceilingNow, senderNow] = await Promise.all([readCounter(ceiling), readCounter(sender)]);
    if (isFull(senderNow, SENDER_LIMIT_PER_WINDOW)) throw new LimitReachedError('sender');
    if (isFull(ceilingNow, CEILING_PER_WINDOW)) throw new LimitReachedError('ceiling');
    return [movesFor(ceilingNow), movesFor(senderNow)] as const;
  };
  const [[ceilingFirst, ceilingOther], [senderFirst, senderOther]] = await counted();
  const write = (ceilingMove: CounterMove, senderMove: CounterMove) => {
    const batch = writeBatch(db);
    const last = { lastId: record.id };
    if (ceilingMove === 'open') {
      batch.set(ceiling, { windowStart: serverTimestamp(), count: 1, ...last });
    } else batch.update(ceiling, { count: increment(1), ...last });
    if (senderMove === 'open') {
      batch.set(sender, { windowStart: serverTimestamp(), count: 1, ...last, expiresAt });
    } else batch.update(sender, { count: increment(1), ...last, expiresAt });
    return batch.set(record, stamped).commit();
  };
  let refusal: unknown;
  for (const [ceilingMove, senderMove] of [
    [ceilingFirst, senderFirst],
    [ceilingOther, senderFirst],
    [ceilingFirst, senderOther],
    [ceilingOther, senderOther],
  ] as const) {
    try {
      await write(ceilingMove, senderMove);
      return record.id;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refusal = error;
    }
  }
  // Filled by others since it was read: say so, rather than that nothing was sent.
  await counted();
  throw refusal;
}
