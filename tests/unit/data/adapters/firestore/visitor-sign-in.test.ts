import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Firebase Auth at its boundary: what the site asks of it, and the users it hands back. */
const auth = vi.hoisted(() => ({
  kept: null as null | { uid: string; getIdToken: () => Promise<string> },
  emulator: [] as unknown[],
  signUps: 0,
  signOuts: 0,
  initialized: [] as unknown[],
  signUpError: null as null | { code: string },
}));

vi.mock('firebase/auth', () => {
  const instance = {
    get currentUser() {
      return auth.kept;
    },
    authStateReady: () => Promise.resolve(),
  };
  return {
    browserLocalPersistence: 'local',
    initializeAuth: (_app: unknown, options: unknown) => {
      auth.initialized.push(options);
      return instance;
    },
    connectAuthEmulator: (...args: unknown[]) => auth.emulator.push(args.slice(1)),
    signInAnonymously: async () => {
      if (auth.signUpError) throw auth.signUpError;
      auth.signUps += 1;
      auth.kept = { uid: `anonymous-${auth.signUps}`, getIdToken: async () => 'token' };
      return { user: auth.kept };
    },
    signOut: async () => {
      auth.signOuts += 1;
      auth.kept = null;
    },
  };
});

const app = { name: '[DEFAULT]' } as FirebaseApp;

/** The module afresh: it keeps one Auth instance for the page's life. */
async function signIn(emulatorHost = '') {
  const { signInAnonymousVisitor } =
    await import('../../../../../src/data/adapters/firestore/visitor-sign-in');
  return signInAnonymousVisitor(app, emulatorHost);
}

describe('signing a visitor in to send', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(auth, {
      kept: null,
      emulator: [],
      signUps: 0,
      signOuts: 0,
      initialized: [],
      signUpError: null,
    });
  });

  it('makes one anonymous user, kept in localStorage, and reuses it for the next send', async () => {
    expect(await signIn()).toBe('anonymous-1');
    expect(await signIn()).toBe('anonymous-1');
    expect(auth.signUps).toBe(1);
    // initializeAuth, not getAuth: no popup or redirect code that would load Google's scripts.
    expect(auth.initialized).toEqual([{ persistence: 'local' }]);
    expect(auth.emulator).toEqual([]);
  });

  it('talks to the Auth emulator, without its banner, when one is set', async () => {
    await signIn('127.0.0.1:9399');
    expect(auth.emulator).toEqual([['http://127.0.0.1:9399', { disableWarnings: true }]]);
  });

  it('makes a new user when the kept one can no longer get a token (deleted since)', async () => {
    auth.kept = {
      uid: 'deleted',
      getIdToken: () => Promise.reject({ code: 'auth/user-token-expired' }),
    };
    expect(await signIn()).toBe('anonymous-1');
    expect(auth.signOuts).toBe(1);
  });

  it('passes a dropped connection on, for the form to say so', async () => {
    auth.kept = {
      uid: 'kept',
      getIdToken: () => Promise.reject({ code: 'auth/network-request-failed' }),
    };
    await expect(signIn()).rejects.toEqual({ code: 'auth/network-request-failed' });
    auth.kept = null;
    auth.signUpError = { code: 'auth/too-many-requests' };
    await expect(signIn()).rejects.toEqual({ code: 'auth/too-many-requests' });
  });
});
