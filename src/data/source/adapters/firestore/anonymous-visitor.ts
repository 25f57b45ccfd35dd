import type { FirebaseEnv } from '../../../../config/env';
import { SIGN_IN_FRESH_MINUTES } from '../../../../shared/collections';
import { restError } from './rest-error';

/**
 * The visitor, signed in anonymously with Firebase Auth when a form is sent: the rules count
 * records by the user's id, and take them only within SIGN_IN_FRESH_MINUTES of its sign-in
 * (docs/decisions/084-limits-that-bind-one-sender.md, docs/decisions/112-senders-bound-by-fresh-sign-ins.md),
 * so that a stock of old accounts is worth nothing and one machine is bound by the accounts Auth
 * makes for its address. Firebase Auth's REST API rather than its SDK: the SDK shares Firebase's
 * core with Firestore, and the parts of it only Auth uses grew the Firestore chunk of every
 * page's first load by 0.9 KiB; this module is about 1 KiB, fetched with the first send.
 *
 * The user is kept in localStorage while it is fresh, so that a record and its file, or a second
 * form sent straight after, need no second account; a tab left open for hours signs in anew
 * when it sends.
 */

export interface SignedInVisitor {
  uid: string;
  /** The ID token Firestore checks, good for an hour, far longer than the user is kept. */
  idToken: string;
}

interface KeptVisitor extends SignedInVisitor {
  /** When this phone signed the user in, in ms since 1970. */
  signedInAt: number;
}

export const VISITOR_STORAGE_KEY = 'lab-site:visitor';
/**
 * A user signed in longer ago than this is not reused: a send takes up to a few minutes (a file on
 * slow data), and the rules must still find the sign-in fresh when it commits.
 */
export const REUSE_WITHIN_MS = (SIGN_IN_FRESH_MINUTES - 4) * 60 * 1000;

function readKept(storage: Storage): KeptVisitor | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(VISITOR_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { uid, idToken, signedInAt } = kept as Partial<KeptVisitor>;
    return typeof uid === 'string' && typeof idToken === 'string' && typeof signedInAt === 'number'
      ? { uid, idToken, signedInAt }
      : null;
  } catch {
    return null;
  }
}

function keep(storage: Storage, visitor: KeptVisitor): void {
  try {
    storage.setItem(VISITOR_STORAGE_KEY, JSON.stringify(visitor));
  } catch {
    // A browser that refuses storage still sends; it signs in anew for each send.
  }
}

/** Fresh by this phone's clock: signed in a moment ago, and not in its future. */
const isFresh = ({ signedInAt }: KeptVisitor) => {
  const age = Date.now() - signedInAt;
  return age >= 0 && age < REUSE_WITHIN_MS;
};

/**
 * A function that resolves with the signed-in visitor: the kept user while it is fresh, else (or
 * when asked `anew`, as after the rules refused the kept one) a new anonymous user. Rejects with a
 * RestError (`auth/…`) or fetch's TypeError.
 */
export function anonymousVisitor(
  { apiKey, authEmulatorHost }: Pick<FirebaseEnv, 'apiKey' | 'authEmulatorHost'>,
  storage: Storage = globalThis.localStorage,
): (options?: { anew?: boolean }) => Promise<SignedInVisitor> {
  const signUpUrl = `${authEmulatorHost === '' ? 'https:/' : `http://${authEmulatorHost}`}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${encodeURIComponent(apiKey)}`;

  return async ({ anew = false } = {}) => {
    const kept = readKept(storage);
    if (!anew && kept && isFresh(kept)) return kept;
    const response = await fetch(signUpUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    if (!response.ok) throw await restError(response, 'auth');
    const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
    const visitor = { uid: localId, idToken, signedInAt: Date.now() };
    keep(storage, visitor);
    return visitor;
  };
}
