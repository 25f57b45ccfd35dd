import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore/lite';
import { inject } from 'vitest';
import { createFirestoreDataSource } from '../../../src/data/source/adapters/firestore';
import { createPublishedReader } from '../../../src/data/source/adapters/firestore/published-reader';
import type { FirebaseEnv } from '../../../src/config/env';
import type { PublishedReader } from '../../../src/data/source/data-source';

export interface TestFirestore {
  /**
   * A visitor's client, as the browser has it (Firestore Lite) once a form has signed the visitor
   * in anonymously (as `visitorUid`, by an emulator token): firestore.rules apply.
   */
  db: Firestore;
  visitorUid: string;
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
  const visitor = connect(projectId, emulatorHost, anonymousToken(visitorUid));
  const owner = connect(projectId, emulatorHost, 'owner');
  return {
    db: visitor.db,
    visitorUid,
    admin: owner.db,
    projectId,
    cleanup: async () => {
      for (const { app, db } of [visitor, owner]) {
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
  return createPublishedReader(siteSettings(projectId, emulatorHost));
}

/**
 * An ID token the Firestore emulator takes for an anonymous user: unsigned, as the Auth
 * emulator's are, with the claims the rules read.
 */
export function anonymousIdToken(uid: string, projectId: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      sub: uid,
      ...anonymousToken(uid),
    }),
    '',
  ].join('.');
}

/** The settings of a site on this test project and emulator. */
const siteSettings = (projectId: string, emulatorHost: string): FirebaseEnv => ({
  projectId,
  apiKey: 'test-api-key',
  authDomain: '',
  storageBucket: '',
  messagingSenderId: '',
  appId: 'test-app',
  firestoreEmulatorHost: emulatorHost,
  authEmulatorHost: '',
});

/**
 * The site's Firestore adapter as a visitor of this test project uses it, signed in already as
 * `uid`; asked to sign in anew, as the site does for a second record, a new user each time, unless
 * `keepsOneAccount` (a machine whose address Auth makes no more accounts for).
 */
export const visitorSource = (
  { db, visitorUid, projectId }: Pick<TestFirestore, 'db' | 'visitorUid' | 'projectId'>,
  uid = visitorUid,
  emulatorHost = inject('firestoreEmulatorHost'),
  { keepsOneAccount = false } = {},
) => {
  let accounts = 0;
  return createFirestoreDataSource(db, siteSettings(projectId, emulatorHost), (options) => {
    const anew = options?.anew === true && !keepsOneAccount;
    if (anew) accounts += 1;
    const signedIn = anew ? `${uid}-anew-${accounts}` : uid;
    return Promise.resolve({ uid: signedIn, idToken: anonymousIdToken(signedIn, projectId) });
  });
};

/**
 * Whole collections read with credentials, as the build does: the rules let no visitor list a
 * catalogue collection.
 */
export const buildReads = (
  { admin, projectId }: Pick<TestFirestore, 'admin' | 'projectId'>,
  emulatorHost = inject('firestoreEmulatorHost'),
) => createFirestoreDataSource(admin, siteSettings(projectId, emulatorHost)).readCollection;
