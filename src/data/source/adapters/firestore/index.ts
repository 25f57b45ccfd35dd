import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  type Firestore,
} from 'firebase/firestore/lite';
import type { FirebaseEnv } from '../../../../config/env';
import type { DataSource, FileStorage } from '../../data-source';
import { LimitReachedError } from '../../send-failure';
import type { SignedInVisitor } from './anonymous-visitor';

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

/** Refused for its account (counted already, or signed in too long ago), not for the form. */
const isAccountRefusal = (error: unknown) =>
  error instanceof LimitReachedError
    ? error.limit === 'sender'
    : (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * The Firebase adapter. `signIn` gives the visitor who sends (anonymously signed in, see
 * ./anonymous-visitor.ts; a test gives an emulator token); its code and the writes' are fetched
 * when a form is first sent, never with a page. A record the rules refuse for its account is sent
 * once more from a new one: each account sends one record a form, within minutes of its sign-in.
 */
export function createFirestoreDataSource(
  db: Firestore,
  config: FirebaseEnv,
  signIn: (options?: { anew?: boolean }) => Promise<SignedInVisitor> = async (options) => {
    const { anonymousVisitor } = await import('./anonymous-visitor');
    return anonymousVisitor(config)(options);
  },
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
      const [{ addCounted }, visitor] = await Promise.all([import('./visitor-writes'), signIn()]);
      try {
        return await addCounted(config, visitor, name, fields);
      } catch (error) {
        if (!isAccountRefusal(error)) throw error;
        return addCounted(config, await signIn({ anew: true }), name, fields);
      }
    },
    async uploadFile(path, file, about, onProgress) {
      const { uploadToStorage } = await import('./visitor-writes');
      return uploadToStorage(db, path, file, about, onProgress);
    },
  };
}
