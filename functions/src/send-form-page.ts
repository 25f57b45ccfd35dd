import type { FieldProblem } from '../../src/shared/forms/field-schemas';
import { cappedForSms, handOverText } from '../../src/shared/forms/hand-over-text';
import {
  FEEDBACK_VARIANT_FIELD,
  LANGUAGE_FIELD,
  sendFormAddress,
  type NoScriptForm,
} from '../../src/shared/forms/no-script-forms';
import type { SendFailure } from '../../src/shared/forms/send-failure';
import { localizedPath, type Language } from '../../src/shared/page-language';
import { smsHref, telHref, whatsAppHref } from '../../src/shared/links';
import { site } from '../../src/shared/site';
import { formSpec, texts, type FeedbackVariant, type FormSpec } from './send-form-spec';

/**
 * The page the function behind `/api/send/…` answers a form with (./send-form.ts), in the
 * visitor's language: what was received, or the form again with each problem beside its field,
 * or, when it was not stored, the hand-over to WhatsApp and SMS carrying what was typed, as the
 * app's own hand-over does, with the form again filled in. A plain document: no script, no style
 * of its own, everything typed escaped.
 */

/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What the function decided about a form, for its page. */
export type SendOutcome =
  | { kind: 'received'; values: Record<string, string> }
  | { kind: 'invalid'; problems: Partial<Record<string, FieldProblem>> }
  | { kind: 'not-stored'; failure: SendFailure }
  | { kind: 'photo' };

export interface SentPageRequest {
  form: NoScriptForm;
  language: Language;
  variant: FeedbackVariant;
  /** What the visitor typed, by field name, as sent. */
  typed: Record<string, string>;
  /** The page the form was on, to go back to: an address on this site. */
  backTo: string;
}

function problemText(language: Language, problem: FieldProblem, maxLength: number): string {
  const problems = texts[language].forms.problems;
  return problem === 'tooLong' ? problems.tooLong(maxLength) : problems[problem];
}

/** The form again, as it was filled in, with each problem beside its field. */
function formAgain(
  request: SentPageRequest,
  spec: FormSpec,
  problems: Partial<Record<string, FieldProblem>> = {},
): string {
  const { language, typed } = request;
  const rows = spec.fields.map(({ name, label, maxLength, type, multiline }) => {
    const id = `field-${name}`;
    const value = escapeHtml(typed[name] ?? '');
    const problem = problems[name];
    const described =
      problem === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-problem"`;
    const control = multiline
      ? `<textarea id="${id}" name="${name}" maxlength="${maxLength}" rows="4"${described}>${value}</textarea>`
      : `<input id="${id}" name="${name}" type="${type}" value="${value}" maxlength="${maxLength}"${described}>`;
    const message =
      problem === undefined
        ? ''
        : `<br><strong id="${id}-problem">${escapeHtml(problemText(language, problem, maxLength))}</strong>`;
    return `<p><label for="${id}">${escapeHtml(label)}</label><br>${control}${message}</p>`;
  });
  const hidden =
    `<input type="hidden" name="${LANGUAGE_FIELD}" value="${language}">` +
    (request.form === 'feedback'
      ? `<input type="hidden" name="${FEEDBACK_VARIANT_FIELD}" value="${request.variant}">`
      : '');
  return (
    `<form method="post" action="${sendFormAddress(request.form)}" aria-label="${escapeHtml(spec.heading)}">` +
    `${hidden}${rows.join('')}<p><button type="submit">${escapeHtml(spec.submit)}</button></p></form>`
  );
}

/** The typed fields under their labels, for the hand-over's message. */
const typedLines = (request: SentPageRequest, spec: FormSpec) =>
  spec.fields.map(({ name, label }) => ({ label, value: request.typed[name] ?? '' }));

/** The links that send what was typed another way: WhatsApp, SMS, a call. */
function handOverLinks(request: SentPageRequest, spec: FormSpec, photo: boolean): string {
  const words = texts[request.language].handOver;
  const lines = typedLines(request, spec);
  const chat = handOverText(spec.subject, lines, photo ? words.photoFollows : undefined);
  const sms = cappedForSms(handOverText(spec.subject, lines));
  const number = site.centreNumber;
  return (
    '<ul>' +
    `<li><a href="${escapeHtml(whatsAppHref(number, chat))}">${escapeHtml(photo ? words.whatsAppPhoto : words.whatsApp)}</a></li>` +
    (photo
      ? ''
      : `<li><a href="${escapeHtml(smsHref(number, sms))}">${escapeHtml(words.sms)}</a></li>`) +
    `<li><a href="${escapeHtml(telHref(number))}">${escapeHtml(words.call(number))}</a></li>` +
    '</ul>'
  );
}

function documentOf(language: Language, title: string, body: string, backTo: string): string {
  const words = texts[language].sentPage;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title></head><body><main>${body}` +
    `<p><a href="${escapeHtml(backTo)}">${escapeHtml(words.back)}</a></p></main></body></html>`
  );
}

/** The page for a form's outcome, in the visitor's language. */
export function sentPageHtml(request: SentPageRequest, outcome: SendOutcome): string {
  const { language } = request;
  const words = texts[language].sentPage;
  const spec = formSpec(request.form, language, request.variant);
  const handOverWords = texts[language].handOver;
  switch (outcome.kind) {
    case 'received': {
      const summary = spec.fields
        .map(
          ({ name, label }) =>
            `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(outcome.values[name] ?? '')}</dd>`,
        )
        .join('');
      return documentOf(
        language,
        words.received.title,
        `<h1>${escapeHtml(words.received.heading)}</h1>` +
          `<p>${escapeHtml(spec.sentNext)}</p>` +
          `<h2>${escapeHtml(spec.subject)}</h2><p>${escapeHtml(words.received.summary)}</p><dl>${summary}</dl>`,
        request.backTo,
      );
    }
    case 'invalid': {
      const alerts = texts[language].forms.alerts;
      const missing = Object.values(outcome.problems).includes('missing');
      return documentOf(
        language,
        words.fix.title,
        `<h1>${escapeHtml(words.fix.heading)}</h1>` +
          `<p role="alert">${escapeHtml(missing ? alerts.missing : alerts.invalid)}</p>` +
          formAgain(request, spec, outcome.problems),
        request.backTo,
      );
    }
    case 'not-stored': {
      const said = handOverWords.failure[outcome.failure](handOverWords.what.message);
      return documentOf(
        language,
        words.notSent.title,
        `<h1>${escapeHtml(said)}</h1>` +
          `<div role="alert"><p>${escapeHtml(handOverWords.instead)}</p>` +
          `${handOverLinks(request, spec, false)}</div>` +
          `<h2>${escapeHtml(spec.heading)}</h2><p>${escapeHtml(words.formAgain)}</p>` +
          formAgain(request, spec),
        request.backTo,
      );
    }
    case 'photo':
      return documentOf(
        language,
        words.prescription.title,
        `<h1>${escapeHtml(words.prescription.heading)}</h1>` +
          `<p>${escapeHtml(words.prescription.why)}</p>` +
          `<div role="alert">${handOverLinks(request, spec, true)}</div>` +
          `<h2>${escapeHtml(spec.heading)}</h2><p>${escapeHtml(words.formAgain)}</p>` +
          formAgain(request, spec),
        request.backTo,
      );
  }
}

/** The page the form came from, when the browser named one on this site, else the home page. */
export function backAddress(referer: string | undefined, language: Language): string {
  try {
    const { pathname, search } = new URL(referer ?? '');
    return `${pathname}${search}`;
  } catch {
    // No usable address: the home page.
    return localizedPath('/', language);
  }
}
