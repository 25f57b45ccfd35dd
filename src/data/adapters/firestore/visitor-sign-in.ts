import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInAnonymously,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';

/**
 * The visitor's anonymous Firebase user, which the rules count records by
 * (docs/decisions.md, "Limits that bind one sender"). Its own chunk, loaded when a form is first
 * sent.
 *
 * `initializeAuth` rather than `getAuth`: getAuth adds the popup and redirect sign-in code, which
 * on a phone loads Google's script and an iframe that the site's Content-Security-Policy refuses.
 * The user is kept in localStorage, so one visitor stays one user across visits and makes no new
 * account each time (Firebase allows 100 new accounts an hour per IP address, and a mobile
 * network shares one address among many phones).
 */
let auth: Auth | undefined;

function authFor(app: FirebaseApp, emulatorHost: string): Auth {
  if (auth) return auth;
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulatorHost !== '') {
    // The banner the emulator otherwise adds to the page would cover the forms under test.
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** Whether the user can still get a token: a kept user may have been deleted since. */
async function stillValid(user: User): Promise<boolean> {
  try {
    await user.getIdToken();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/network-request-failed') throw error;
    return false;
  }
}

/** Signs the visitor in (once, then reuses the user) and resolves with the user's id. */
export async function signInAnonymousVisitor(
  app: FirebaseApp,
  emulatorHost: string,
): Promise<string> {
  const visitorAuth = authFor(app, emulatorHost);
  await visitorAuth.authStateReady();
  const kept = visitorAuth.currentUser;
  if (kept && (await stillValid(kept))) return kept.uid;
  if (kept) await signOut(visitorAuth);
  return (await signInAnonymously(visitorAuth)).user.uid;
}
