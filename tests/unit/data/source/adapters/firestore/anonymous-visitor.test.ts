import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonymousVisitor,
  VISITOR_STORAGE_KEY,
} from '../../../../../../src/data/source/adapters/firestore/anonymous-visitor';
import { failureOf } from '../../../../../../src/data/source/send-failure';

/** Firebase Auth's REST API at the network edge: what it was asked, and its answers. */
let signUps = 0;
let refreshes: string[] = [];
let signUpAnswer: () => Response;
let refreshAnswer: () => Response;
const requested: string[] = [];

const server = setupServer(
  http.post(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp$/, async ({ request }) => {
    requested.push(request.url);
    expect(await request.json()).toEqual({ returnSecureToken: true });
    return signUpAnswer();
  }),
  http.post(/\/securetoken\.googleapis\.com\/v1\/token$/, async ({ request }) => {
    requested.push(request.url);
    const form = new URLSearchParams(await request.text());
    expect(form.get('grant_type')).toBe('refresh_token');
    refreshes.push(form.get('refresh_token') ?? '');
    return refreshAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  signUps = 0;
  refreshes = [];
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
  refreshAnswer = () =>
    HttpResponse.json({
      user_id: 'anonymous-1',
      id_token: 'id-refreshed',
      refresh_token: 'refresh-2',
      expires_in: '3600',
    });
});

const production = { apiKey: 'web-key', authEmulatorHost: '' };
const kept = () => JSON.parse(localStorage.getItem(VISITOR_STORAGE_KEY) ?? 'null') as unknown;

describe('signing a visitor in anonymously to send', () => {
  it('makes one anonymous user, keeps it in this browser, and reuses it while its token is good', async () => {
    expect(await anonymousVisitor(production)()).toEqual({
      uid: 'anonymous-1',
      idToken: 'id-1',
      refreshToken: 'refresh-1',
      expiresAt: expect.any(Number),
    });
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-1' });
    expect(signUps).toBe(1);
    expect(requested).toEqual([
      'https://identitytoolkit.googleapis.com/v1/accounts:signUp?key=web-key',
    ]);
  });

  it('refreshes the token of the kept user near its end, rather than making a new account', async () => {
    localStorage.setItem(
      VISITOR_STORAGE_KEY,
      JSON.stringify({
        uid: 'anonymous-1',
        idToken: 'old',
        refreshToken: 'refresh-1',
        expiresAt: Date.now() + 60_000,
      }),
    );
    expect(await anonymousVisitor(production)()).toMatchObject({
      uid: 'anonymous-1',
      idToken: 'id-refreshed',
    });
    expect(refreshes).toEqual(['refresh-1']);
    expect(signUps).toBe(0);
    expect(kept()).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it('makes a new user when the kept one is gone (deleted or disabled)', async () => {
    localStorage.setItem(
      VISITOR_STORAGE_KEY,
      JSON.stringify({ uid: 'gone', idToken: 'old', refreshToken: 'r', expiresAt: 0 }),
    );
    refreshAnswer = () =>
      HttpResponse.json({ error: { code: 400, message: 'USER_NOT_FOUND' } }, { status: 400 });
    expect(await anonymousVisitor(production)()).toMatchObject({ uid: 'anonymous-1' });
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
