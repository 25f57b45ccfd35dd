import { env, type AppEnv, type EmailJsEnv } from '../config/env';
import { ProviderAnswerError } from './source/send-failure';
import { timeBoxed } from './source/time-box';

/**
 * The landing page's "Book a home visit" request. Where Firebase is configured it is stored like
 * the other forms, through the DataSource port (./submissions.ts), and the functions e-mail staff
 * of it; where EmailJS alone is configured it is e-mailed to the centre with EmailJS, as the old
 * site did; where neither is, the demo keeps it in this browser through the local adapter.
 */

/** The form's field names, stored as they are and read by the EmailJS template; keep them in step. */
export const homeVisitFields = [
  'from_name',
  'from_mobile',
  'from_city',
  'from_labtestname',
] as const;

export type HomeVisitField = (typeof homeVisitFields)[number];

/** `sent`: the centre has it. `kept`: a demo site kept it in this browser only. */
export type HomeVisitOutcome = 'sent' | 'kept';

/** EmailJS where it is the only way to the centre; null where the port takes the request. */
export const homeVisitEmailJs = ({ firebase, emailJs }: AppEnv = env): EmailJsEnv | null =>
  firebase === null ? emailJs : null;

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
 * Sends the form's four fields: through the port (stored, or kept in this browser on the demo
 * site), or with EmailJS where it alone is configured (its code is downloaded only now). Rejects
 * as the port does, with EmailJS's answer as a ProviderAnswerError, a time-out or the browser's
 * own error, for the form to say what happened and hand over what was typed.
 */
export async function sendHomeVisitRequest(
  fields: Record<HomeVisitField, string>,
  emailJs: EmailJsEnv | null = homeVisitEmailJs(),
): Promise<HomeVisitOutcome> {
  if (emailJs === null) {
    // Each way's code is loaded only when it is taken, and none of it is listed in the page's chunk.
    const { addHomeVisit } = await import('./submissions');
    return addHomeVisit(fields);
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
