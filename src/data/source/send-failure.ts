import type { SendFailure } from '../../shared/forms/send-failure';
import { SendTimeoutError } from './time-box';

/**
 * A limit said no before anything was written: the sender's own (ACCOUNT_LIMIT_PER_WINDOW) or
 * everyone's (src/shared/ceilings.ts) for this hour.
 */
export class LimitReachedError extends Error {
  constructor(readonly limit: 'sender' | 'ceiling') {
    super(`The ${limit === 'sender' ? 'sender’s' : 'collection’s'} limit for this hour is reached`);
    this.name = 'LimitReachedError';
  }
}

/** A provider's refusal: EmailJS answers with an HTTP status; null when nothing answered. */
export class ProviderAnswerError extends Error {
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`Not sent (${status ?? 'no answer'}): ${detail}`);
    this.name = 'ProviderAnswerError';
  }
}

/** Firebase's codes for "too many": Firestore's, Auth's (per IP address) and Storage's. */
const busyCodes = new Set([
  'resource-exhausted',
  'auth/too-many-requests',
  'storage/quota-exceeded',
]);
/** Firebase's codes for a request that did not get through. */
const offlineCodes = new Set([
  'unavailable',
  'deadline-exceeded',
  'auth/network-request-failed',
  'storage/retry-limit-exceeded',
]);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** What a send's error means to the visitor. A phone that knows it is offline says so first. */
export function failureOf(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): SendFailure {
  if (!online || error instanceof SendTimeoutError) return 'offline';
  if (error instanceof LimitReachedError) return 'busy';
  if (error instanceof ProviderAnswerError) {
    if (error.status === 429) return 'busy';
    return error.status === null ? 'offline' : 'not-sent';
  }
  // fetch's own failure, before any answer: no connection.
  if (error instanceof TypeError) return 'offline';
  const code = codeOf(error);
  if (busyCodes.has(code)) return 'busy';
  if (offlineCodes.has(code)) return 'offline';
  return 'not-sent';
}
