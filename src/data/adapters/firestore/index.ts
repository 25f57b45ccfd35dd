import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
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
import { RETENTION_DAYS, SUBMISSION_QUOTA, type WrittenCollection } from '../../collections';
import type { DataSource, FileStorage } from '../../data-source';
import { SEND_TIMEOUT_MS, SendTimeoutError, silenceTimer } from '../../time-box';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Storage otherwise retries a failed upload for ten minutes while the visitor waits. */
const UPLOAD_RETRY_MS = 20_000;

/** Initialises Firebase once from configuration, and points it at an emulator when one is set. */
export function connectFirestore(config: FirebaseEnv): Firestore {
  const { firestoreEmulatorHost, ...options } = config;
  const db = getFirestore(initializeApp(options));
  if (firestoreEmulatorHost !== '') {
    const [host = '127.0.0.1', port = '8080'] = firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

export function createFirestoreDataSource(db: Firestore): DataSource & FileStorage {
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
      return addCounted(db, name, fields);
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

/**
 * Adds a record as firestore.rules require (docs/decisions.md, "What the public can write"): with
 * the server's time, the day the TTL policy deletes it, and in the same batch its collection's
 * counter, naming it. The batch first starts a new counter window, which is right for the first
 * record in an hour, as most of a small centre's are; when a window is still open the rules refuse
 * that, and a second batch moves the open window's count on by one. Resolves with the record's id.
 */
async function addCounted(
  db: Firestore,
  name: WrittenCollection,
  fields: Record<string, string>,
): Promise<string> {
  const record = doc(collection(db, name));
  const counter = doc(db, SUBMISSION_QUOTA, name);
  const stamped = {
    ...fields,
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + RETENTION_DAYS * DAY_MS),
  };
  try {
    await writeBatch(db)
      .set(counter, { windowStart: serverTimestamp(), count: 1, lastId: record.id })
      .set(record, stamped)
      .commit();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await writeBatch(db)
      .update(counter, { count: increment(1), lastId: record.id })
      .set(record, stamped)
      .commit();
  }
  return record.id;
}

/** The rules refused the write: the counter's window is still open. */
const isRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'permission-denied';
