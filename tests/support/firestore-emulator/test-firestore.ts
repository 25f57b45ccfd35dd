import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { inject } from 'vitest';

export interface TestFirestore {
  app: FirebaseApp;
  db: Firestore;
  projectId: string;
  /** Closes the SDK's streams and deletes the app; call it once the test is done with it. */
  cleanup(): Promise<void>;
}

/**
 * A fresh `demo-` project on the test emulator (the one global-setup provides, unless a test
 * started its own). Each call gets its own project id unless one is given, and both emulators keep
 * projects apart, so tests share no data and need no clearing. Pass a project id to open a second
 * client on the same data. `demo-` ids are ones Firebase never gives a real project, so nothing
 * here can reach one.
 */
export function connectTestFirestore(
  projectId = `demo-lab-site-${randomUUID().slice(0, 8)}`,
  emulatorHost = inject('firestoreEmulatorHost'),
): TestFirestore {
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Test project ids must start with "demo-", not "${projectId}".`);
  }
  const match = /^(.+):(\d+)$/.exec(emulatorHost);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `The Firestore emulator host must look like 127.0.0.1:8080, not "${emulatorHost}".`,
    );
  }
  const app = initializeApp({ projectId }, `${projectId}-${randomUUID()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, match[1], Number(match[2]));
  return {
    app,
    db,
    projectId,
    cleanup: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
