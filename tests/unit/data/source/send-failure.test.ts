import { describe, expect, it } from 'vitest';
import { RestError } from '../../../../src/data/source/adapters/firestore/rest-error';
import {
  failureOf,
  LimitReachedError,
  ProviderAnswerError,
} from '../../../../src/data/source/send-failure';
import { SendTimeoutError } from '../../../../src/data/source/time-box';

describe('what a failed send means to the visitor', () => {
  it.each([
    ['a sender or the site over its hour’s limit', new LimitReachedError('sender'), 'busy'],
    ['the ceiling', new LimitReachedError('ceiling'), 'busy'],
    [
      'Auth’s limit on new accounts for an address',
      new RestError('auth/too-many-requests', ''),
      'busy',
    ],
    ['Firestore over its project quota', new RestError('resource-exhausted', ''), 'busy'],
    ['EmailJS’s throttle', new ProviderAnswerError(429, 'Too Many Requests'), 'busy'],
    ['no answer in 20 s', new SendTimeoutError(20_000), 'offline'],
    ['fetch failing before any answer', new TypeError('Failed to fetch'), 'offline'],
    ['a server that cannot answer now', new RestError('unavailable', ''), 'offline'],
    ['Storage giving up its retries', { code: 'storage/retry-limit-exceeded' }, 'offline'],
    ['a refusal by the rules', new RestError('permission-denied', ''), 'not-sent'],
    [
      'EmailJS refusing the key',
      new ProviderAnswerError(400, 'The Public Key is invalid'),
      'not-sent',
    ],
    [
      'a full browser storage on the demo site',
      new DOMException('full', 'QuotaExceededError'),
      'not-sent',
    ],
  ] as const)('%s is %s', (_case, error, failure) => {
    expect(failureOf(error, true)).toBe(failure);
  });

  it('is "no connection" whatever the error while the phone says it is offline', () => {
    expect(failureOf(new RestError('permission-denied', ''), false)).toBe('offline');
  });
});
