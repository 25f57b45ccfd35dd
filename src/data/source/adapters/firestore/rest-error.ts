/**
 * A Firebase REST API's refusal, with the code its SDK would give it ('permission-denied',
 * 'auth/too-many-requests'…), so src/data/source/send-failure.ts reads both alike.
 */
export class RestError extends Error {
  constructor(
    readonly code: string,
    /** The API's own words, e.g. "TOO_MANY_ATTEMPTS_TRY_LATER". */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'RestError';
  }
}

const asCode = (word: string) => word.toLowerCase().replace(/_/g, '-');

/** The error an unsuccessful answer of Firestore's or Auth's REST API stands for. */
export async function restError(response: Response, service: 'auth' | 'firestore') {
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: string; status?: string };
  };
  const detail = body.error?.message ?? '';
  // A server that cannot answer now is, to the visitor, one that could not be reached.
  if (response.status >= 500) return new RestError('unavailable', detail);
  if (service === 'firestore') return new RestError(asCode(body.error?.status ?? ''), detail);
  const [word = ''] = detail.split(/[\s:]/);
  return new RestError(
    word === 'TOO_MANY_ATTEMPTS_TRY_LATER' ? 'auth/too-many-requests' : `auth/${asCode(word)}`,
    detail,
  );
}
