import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousVisitor,
  REUSE_WITHIN_MS,
  VISITOR_STORAGE_KEY,
} from '../../../../../../src/data/source/adapters/firestore/anonymous-visitor';
import { SIGN_IN_FRESH_MINUTES } from '../../../../../../src/shared/collections';
import { failureOf } from '../../../../../../src/data/source/send-failure';

/** Firebase Auth's REST API at the network edge: what it was asked, and its answers. */
let signUps = 0;
let signUpAnswer: () => Response;
const requested: string[] = [];

const server = setupServer(
  http.post(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp$/, async ({ request }) => {
    requested.push(request.url);
    expect(await request.json()).toEqual({ returnSecureToken: true });
    return signUpAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  signUps = 0;
  requested.length = 0;
  signUpAnswer = () => {
    signUps += 1;
    return HttpResponse.json({
      localId: `anonymous-${signUps}`,
      idToken: `id-${signUps}`,
      refreshToken: `refresh-${signUps}`,
      expiresIn: '3600',
    });
  };
});
afterEach(() => vi.useRealTimers());

const production = { apiKey: 'web-key', authEmulatorHost: '' };
const kept = () => JSON.parse(localStorage.getItem(VISITOR_STORAGE_KEY) ?? 'null') as unknown;
const MINUTE = 60_000;

describe('signing a visitor in anonymously to send', () => {
  it('makes one anonymous user, keeps it in this browser, and reuses it while its sign-in is fresh', async () => {
    expect(await anonymousVisitor(production)()).toEqual({
      uid: 'anonymous-1',
      idToken: 'id-1',
      signedInAt: expect.any(Number),
    });
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-1' });
    expect(signUps).toBe(1);
    expect(requested).toEqual([
      'https://identitytoolkit.googleapis.com/v1/accounts:signUp?key=web-key',
    ]);
  });

  it(`signs in anew once the kept user is older than the rules take (${SIGN_IN_FRESH_MINUTES} minutes, less the time a send takes)`, async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    await anonymousVisitor(production)();
    vi.setSystemTime(Date.now() + REUSE_WITHIN_MS - MINUTE);
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-1' });
    expect(REUSE_WITHIN_MS).toBeLessThan(SIGN_IN_FRESH_MINUTES * MINUTE);
    // A tab left open for hours sends too, from a new account.
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-2' });
    expect(kept()).toMatchObject({ uid: 'anonymous-2', signedInAt: Date.now() });
  });

  it('signs in anew when asked, as after the rules refused the kept user, or when the kept one is of an older shape', async () => {
    await anonymousVisitor(production)();
    expect(await anonymousVisitor(production)({ anew: true })).toMatchObject({
      uid: 'anonymous-2',
    });
    localStorage.setItem(
      VISITOR_STORAGE_KEY,
      JSON.stringify({ uid: 'old', idToken: 'old', refreshToken: 'r', expiresAt: Date.now() }),
    );
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-3' });
  });

  it('talks to the Auth emulator when one is set', async () => {
    await anonymousVisitor({ apiKey: 'k', authEmulatorHost: '127.0.0.1:9399' })();
    expect(requested).toEqual([
      'http://127.0.0.1:9399/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k',
    ]);
  });

  it('fails as busy when Auth makes no more accounts for this address, and as no connection offline', async () => {
    signUpAnswer = () =>
      HttpResponse.json(
        { error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Too many attempts' } },
        { status: 400 },
      );
    const busy = await anonymousVisitor(production)().catch((error: unknown) => error);
    expect(failureOf(busy)).toBe('busy');

    signUpAnswer = () => HttpResponse.error();
    const offline = await anonymousVisitor(production)().catch((error: unknown) => error);
    expect(failureOf(offline)).toBe('offline');
    expect(kept()).toBeNull();
  });
});
