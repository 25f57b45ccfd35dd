/**
 * How long a send may go unanswered before the visitor is told it failed. Firestore Lite has no
 * timeout of its own and EmailJS waits as long as the browser does, so on a dropped mobile
 * connection the button would say "Sending…" forever; after this the form shows its failure
 * message with the centre's phone number, and keeps what was typed.
 */
export const SEND_TIMEOUT_MS = 20_000;

export class SendTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`No answer within ${waitedMs / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * `sending`, or a SendTimeoutError once it has gone `ms` without settling. The request itself
 * cannot be recalled and may still arrive; the visitor is told to call, not that it was lost.
 */
export function timeBoxed<T>(sending: Promise<T>, ms = SEND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls `onSilence` once `ms` pass without `heard()`: an upload of a large photo on mobile data
 * may rightly take minutes, so it is the silence between progress reports that is time-boxed.
 */
export function silenceTimer(onSilence: () => void, ms = SEND_TIMEOUT_MS) {
  let timer = setTimeout(onSilence, ms);
  return {
    heard() {
      clearTimeout(timer);
      timer = setTimeout(onSilence, ms);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
