import { env, type EmailJsEnv } from '../config/env';
import { ProviderAnswerError } from './source/send-failure';
import { timeBoxed } from './source/time-box';

/**
 * The landing page's "Book a home visit" request. It is e-mailed to the centre with EmailJS, as the
 * old site did, and is not a document write, so it lives here rather than in the DataSource port;
 * it works the same in both data modes.
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

/** `sent`: the centre has it. `kept`: a demo site kept it in this browser only. */
export type HomeVisitOutcome = 'sent' | 'kept';

/**
 * EmailJS's own throttle in the browser, one request a page every 10 s (its `limitRate`): an
 * accidental burst from one page is refused as EmailJS's 429, which the form calls busy.
 */
export const HOME_VISIT_THROTTLE_MS = 10_000;

const isEmailJsAnswer = (value: unknown): value is { status: number; text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * The request as EmailJS's `sendForm` posts it, multipart as the old site sent it: a form of its
 * own, so the visitor's fields keep what they typed while the centre gets the checked values.
 */
function formOf(fields: Record<HomeVisitField, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const name of homeVisitFields) {
    const input = document.createElement('input');
    input.name = name;
    input.value = fields[name].trim();
    form.append(input);
  }
  return form;
}

/**
 * Sends the form's four fields: with EmailJS when it is configured (its code is downloaded only
 * now), or into this browser's storage through the local adapter otherwise. Rejects with
 * EmailJS's answer as a ProviderAnswerError, a time-out or the browser's own error, for the form
 * to say what happened and hand over what was typed.
 */
export async function sendHomeVisitRequest(
  fields: Record<HomeVisitField, string>,
  emailJs: EmailJsEnv | null = env.emailJs,
): Promise<HomeVisitOutcome> {
  if (emailJs === null) {
    const { keepLocalSubmission } = await import('./source/adapters/local/local-data-source');
    keepLocalSubmission(
      LOCAL_HOME_VISIT_COLLECTION,
      Object.fromEntries(homeVisitFields.map((name) => [name, fields[name].trim()])),
    );
    return 'kept';
  }
  const { sendForm } = await import('@emailjs/browser');
  try {
    await timeBoxed(
      sendForm(emailJs.serviceId, emailJs.templateId, formOf(fields), {
        publicKey: emailJs.publicKey,
        limitRate: { id: 'home-visit', throttle: HOME_VISIT_THROTTLE_MS },
      }),
    );
  } catch (error) {
    // EmailJS rejects with its own { status, text } answer (its throttle's 429 too); a dropped
    // connection is fetch's TypeError, and no answer at all a SendTimeoutError.
    if (isEmailJsAnswer(error)) throw new ProviderAnswerError(error.status, error.text);
    throw error;
  }
  return 'sent';
}
