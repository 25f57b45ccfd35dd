import type { FirebaseEnv } from '../../../../config/env';
import { RestError, restError } from './rest-error';

/**
 * The visitor, signed in anonymously with Firebase Auth when a form is first sent: the rules
 * count records by the user's id (docs/decisions/084-limits-that-bind-one-sender.md). Firebase
 * Auth's REST API rather than its SDK: the SDK shares Firebase's core with Firestore, and the
 * parts of it only Auth uses grew the Firestore chunk of every page's first load by 0.9 KiB; this
 * module is about 1 KiB, fetched with the first send.
 *
 * The user is kept in localStorage, so one visitor stays one user across visits and makes no new
 * account each time: Firebase makes at most 100 accounts an hour for one IP address, and a mobile
 * network shares one address among many phones.
 */

export interface SignedInVisitor {
  uid: string;
  /** The ID token Firestore checks, good for an hour. */
  idToken: string;
}

interface KeptVisitor extends SignedInVisitor {
  refreshToken: string;
  /** When the ID token expires, in ms since 1970. */
  expiresAt: number;
}

export const VISITOR_STORAGE_KEY = 'lab-site:visitor';
/** A token this close to its end is refreshed first, so it does not expire mid-send. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** Auth's answers that mean the kept user is gone (deleted, disabled): make a new one. */
const goneUser = /^(TOKEN_EXPIRED|USER_DISABLED|USER_NOT_FOUND|INVALID_REFRESH_TOKEN)/;

function readKept(storage: Storage): KeptVisitor | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(VISITOR_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { uid, idToken, refreshToken, expiresAt } = kept as Partial<KeptVisitor>;
    return typeof uid === 'string' &&
      typeof idToken === 'string' &&
      typeof refreshToken === 'string' &&
      typeof expiresAt === 'number'
      ? { uid, idToken, refreshToken, expiresAt }
      : null;
  } catch {
    return null;
  }
}

function keep(storage: Storage, visitor: KeptVisitor): void {
  try {
    storage.setItem(VISITOR_STORAGE_KEY, JSON.stringify(visitor));
  } catch {
    // A browser that refuses storage still sends; it signs in anew next visit.
  }
}

/** The user as Auth's answer gives it, its token's lifetime counted from now. */
const keptFrom = (uid: string, idToken: string, refreshToken: string, expiresIn: string) => ({
  uid,
  idToken,
  refreshToken,
  expiresAt: Date.now() + Number(expiresIn) * 1000,
});

async function post(url: string, body: BodyInit, contentType: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  if (!response.ok) throw await restError(response, 'auth');
  return response.json();
}

/**
 * A function that resolves with the signed-in visitor: the kept user, its token refreshed when
 * it is old; or a new anonymous user. Rejects with a RestError (`auth/…`) or fetch's TypeError.
 */
export function anonymousVisitor(
  { apiKey, authEmulatorHost }: Pick<FirebaseEnv, 'apiKey' | 'authEmulatorHost'>,
  storage: Storage = globalThis.localStorage,
): () => Promise<SignedInVisitor> {
  const service = (host: string, path: string) =>
    `${authEmulatorHost === '' ? 'https:/' : `http://${authEmulatorHost}`}/${host}/v1/${path}?key=${encodeURIComponent(apiKey)}`;

  const refreshed = async (kept: KeptVisitor): Promise<KeptVisitor> => {
    const answer = (await post(
      service('securetoken.googleapis.com', 'token'),
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: kept.refreshToken }),
      'application/x-www-form-urlencoded',
    )) as { id_token: string; refresh_token: string; expires_in: string; user_id: string };
    return keptFrom(answer.user_id, answer.id_token, answer.refresh_token, answer.expires_in);
  };

  const signedUp = async (): Promise<KeptVisitor> => {
    const answer = (await post(
      service('identitytoolkit.googleapis.com', 'accounts:signUp'),
      JSON.stringify({ returnSecureToken: true }),
      'application/json',
    )) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
    return keptFrom(answer.localId, answer.idToken, answer.refreshToken, answer.expiresIn);
  };

  return async () => {
    const kept = readKept(storage);
    if (kept && kept.expiresAt - Date.now() > REFRESH_MARGIN_MS) return kept;
    let visitor: KeptVisitor | null = null;
    if (kept) {
      try {
        visitor = await refreshed(kept);
      } catch (error) {
        if (!(error instanceof RestError && goneUser.test(error.detail))) throw error;
      }
    }
    visitor ??= await signedUp();
    keep(storage, visitor);
    return visitor;
  };
}
