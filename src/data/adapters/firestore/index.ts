import { initializeApp } from 'firebase/app';
import {
  addDoc,
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
import type { FirebaseEnv } from '../../../config/env';
import type { DataSource, FileStorage } from '../../data-source';

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
      await addDoc(collection(db, name), fields);
    },
    async uploadFile(path, file, onProgress) {
      // Storage is loaded only when a visitor uploads, never with the page.
      const { getStorage, ref, uploadBytesResumable } = await import('firebase/storage');
      // The SDK sends the object's name (its path) and this content type as the upload's metadata.
      const task = uploadBytesResumable(ref(getStorage(db.app), path), file, {
        contentType: file.type,
      });
      await new Promise<void>((resolve, reject) => {
        task.on(
          'state_changed',
          ({ bytesTransferred, totalBytes }) =>
            onProgress?.(totalBytes === 0 ? 0 : bytesTransferred / totalBytes),
          reject,
          resolve,
        );
      });
    },
  };
}
