import { env, type EmailJsEnv } from '../config/env';
import { timeBoxed } from './time-box';

/**
 * The landing page's "Book a home visit" request. It is e-mailed to the centre with EmailJS, as the
 * old site did, and is not a document write, so it lives here rather than in the DataSource port:
 * EmailJS's `sendForm` needs the form element itself, and works the same in both data modes.
 */

/** The form's field names, which the EmailJS template reads; keep them in step with it. */
export const homeVisitFields = [
  'from_name',
  'from_mobile',
  'from_city',
  'from_labtestname',
] as const;

export type HomeVisitField = (typeof homeVisitFields)[number];

/** Where a demo site (no EmailJS configured) keeps the requests, in the visitor's browser. */
export const LOCAL_HOME_VISIT_COLLECTION = 'Home-Visit-Requests';

/** `emailed`: the centre has it. `kept-locally`: a demo site kept it in this browser only. */
export type HomeVisitOutcome = 'emailed' | 'kept-locally';

export class HomeVisitSendError extends Error {
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`The home-visit request was not sent (${status ?? 'no answer'}): ${detail}`);
    this.name = 'HomeVisitSendError';
  }
}

const isEmailJsAnswer = (value: unknown): value is { status: number; text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * Sends the form's four fields: with EmailJS when it is configured (its code is downloaded only
 * now), or into this browser's storage through the local adapter otherwise. Rejects with a
 * HomeVisitSendError, so the form can keep what the visitor typed and say so.
 */
export async function sendHomeVisitRequest(
  form: HTMLFormElement,
  emailJs: EmailJsEnv | null = env.emailJs,
): Promise<HomeVisitOutcome> {
  if (emailJs === null) {
    const { keepLocalSubmission } = await import('./adapters/local/local-data-source');
    const data = new FormData(form);
    const fields = Object.fromEntries(
      homeVisitFields.map((name) => [name, String(data.get(name) ?? '').trim()]),
    );
    try {
      keepLocalSubmission(LOCAL_HOME_VISIT_COLLECTION, fields);
    } catch (error) {
      throw new HomeVisitSendError(null, error instanceof Error ? error.message : String(error));
    }
    return 'kept-locally';
  }
  const { sendForm } = await import('@emailjs/browser');
  try {
    await timeBoxed(
      sendForm(emailJs.serviceId, emailJs.templateId, form, { publicKey: emailJs.publicKey }),
    );
  } catch (error) {
    // EmailJS rejects with its own { status, text } answer, or a TypeError when offline; no
    // answer at all is a SendTimeoutError.
    if (isEmailJsAnswer(error)) throw new HomeVisitSendError(error.status, error.text);
    throw new HomeVisitSendError(null, error instanceof Error ? error.message : String(error));
  }
  return 'emailed';
}
