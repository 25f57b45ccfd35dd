import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore/lite';
import { inject } from 'vitest';
import { createFirestoreDataSource } from '../../../src/data/adapters/firestore';
import { createPublishedReader } from '../../../src/data/adapters/firestore/published-reader';
import type { PublishedReader } from '../../../src/data/data-source';

export interface TestFirestore {
  /**
   * A visitor's client, as the browser has it (Firestore Lite) once a form has signed the visitor
   * in anonymously (as `visitorUid`, by an emulator token): firestore.rules apply.
   */
  db: Firestore;
  visitorUid: string;
  /** Another visitor's client on the same data, signed in anonymously as `uid`. */
  visitor(uid: string): Firestore;
  /**
   * The same project with the rules bypassed (the emulator's `owner` token), to arrange data and
   * read back what the site wrote, as staff do in the console.
   */
  admin: Firestore;
  projectId: string;
  /** Closes both clients; call it once the test is done with them. */
  cleanup(): Promise<void>;
}

/** An Auth emulator's ID token for an anonymous user, as the Firestore emulator accepts it. */
export const anonymousToken = (uid: string) => ({
  user_id: uid,
  firebase: { sign_in_provider: 'anonymous' as const, identities: {} },
});

function connect(
  projectId: string,
  emulatorHost: string,
  token?: string | ReturnType<typeof anonymousToken>,
) {
  const match = /^(.+):(\d+)$/.exec(emulatorHost);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `The Firestore emulator host must look like 127.0.0.1:8080, not "${emulatorHost}".`,
    );
  }
  const app: FirebaseApp = initializeApp({ projectId }, `${projectId}-${randomUUID()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, match[1], Number(match[2]), token ? { mockUserToken: token } : {});
  return { app, db };
}

/**
 * A fresh `demo-` project on the official emulator that global-setup started. Each call gets its
 * own project id unless one is given, and the emulator keeps projects apart, so tests share no
 * data and need no clearing. Pass a project id to open a second client on the same data. `demo-`
 * ids are ones Firebase never gives a real project, so nothing here can reach one.
 */
export function connectTestFirestore(
  projectId = `demo-lab-site-${randomUUID().slice(0, 8)}`,
  emulatorHost = inject('firestoreEmulatorHost'),
): TestFirestore {
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Test project ids must start with "demo-", not "${projectId}".`);
  }
  const visitorUid = 'visitor-one';
  const clients = [
    connect(projectId, emulatorHost, anonymousToken(visitorUid)),
    connect(projectId, emulatorHost, 'owner'),
  ];
  const [visitor, owner] = clients as [(typeof clients)[number], (typeof clients)[number]];
  return {
    db: visitor.db,
    visitorUid,
    visitor(uid) {
      const other = connect(projectId, emulatorHost, anonymousToken(uid));
      clients.push(other);
      return other.db;
    },
    admin: owner.db,
    projectId,
    cleanup: async () => {
      for (const { app, db } of clients) {
        await terminate(db);
        await deleteApp(app);
      }
    },
  };
}

/** The site's reader of the published lists, over REST, pointed at a test project. */
export function publishedReaderFor(
  { projectId }: Pick<TestFirestore, 'projectId'>,
  emulatorHost = inject('firestoreEmulatorHost'),
): PublishedReader {
  return createPublishedReader({
    projectId,
    apiKey: 'test-api-key',
    authDomain: '',
    storageBucket: '',
    messagingSenderId: '',
    appId: 'test-app',
    firestoreEmulatorHost: emulatorHost,
    authEmulatorHost: '',
  });
}

/** The site's Firestore adapter as this test project's visitor uses it, signed in already. */
export const visitorSource = ({ db, visitorUid }: Pick<TestFirestore, 'db' | 'visitorUid'>) =>
  createFirestoreDataSource(db, () => Promise.resolve(visitorUid));
