import { createHash } from 'node:crypto';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Expression } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { parseForm, type FormSchema } from '../../src/shared/forms/field-schemas';
import {
  QUOTA_WINDOW_MINUTES,
  RETENTION_DAYS,
  SENDER_LIMIT_PER_WINDOW,
  SENDER_QUOTA,
  senderQuotaId,
  SUBMISSION_QUOTA,
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionKind,
} from '../../src/shared/collections';
import { ceilingPerWindow } from '../../src/shared/ceilings';
import {
  FEEDBACK_VARIANT_FIELD,
  formOfAddress,
  LANGUAGE_FIELD,
  type NoScriptForm,
} from '../../src/shared/forms/no-script-forms';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  homeVisitSchema,
  prescriptionSenderSchema,
} from '../../src/shared/forms/form-schemas';
import { addressLanguage, type Language } from '../../src/shared/page-language';
import {
  backAddress,
  sentPageHtml,
  type SendOutcome,
  type SentPageRequest,
} from './send-form-page';
import type { FeedbackVariant } from './send-form-spec';

/**
 * The function behind `/api/send/<form>` (firebase.json, src/shared/forms/no-script-forms.ts): a form the
 * browser sent itself, with JavaScript off or before the app's script arrived. It checks the
 * fields with the forms' own rules (the same as firestore.rules enforce), stores an enquiry, a
 * feedback or a home visit as the app would, under the same limits, and answers with a page
 * (./send-form-page.ts). The centre hears of the record as of any other: its trigger follows.
 *
 * Without the app there is no anonymous account to count a sender by, so the sender is its IP
 * address, kept only as a hash in the counter's name: `SenderQuota/<collection>:ip-<hash>`, with
 * the same fields, window and limit as a signed-in sender's, beside the same collection ceiling.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = QUOTA_WINDOW_MINUTES * 60 * 1000;

const schemas: Record<NoScriptForm, FormSchema<string>> = {
  homeSampleEnquiry: homeSampleEnquirySchema,
  feedback: feedbackSchema,
  homeVisit: homeVisitSchema,
  prescription: prescriptionSenderSchema,
};

/** The forms whose records the function stores, by their collection's kind: all but the upload. */
const storedKinds: Record<Exclude<NoScriptForm, 'prescription'>, SubmissionKind> = {
  homeSampleEnquiry: 'homeSampleEnquiry',
  feedback: 'feedback',
  homeVisit: 'homeVisit',
};

/**
 * Where a sender is: an IPv4 address, or an IPv6 address's /64, which one phone may move about
 * in at will (docs/decisions/112-senders-bound-by-fresh-sign-ins.md).
 */
export function addressNetwork(address: string): string {
  if (!address.includes(':') || address.startsWith('::ffff:'))
    return address.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The sender of a request without an account: its network, hashed with the collection's name. */
export const addressSender = (collection: string, address: string) =>
  `ip-${createHash('sha256')
    .update(`${collection}\n${addressNetwork(address)}`)
    .digest('hex')
    .slice(0, 32)}`;

interface Counter {
  windowStart: Timestamp;
  count: number;
}

/** Whether a counter's window is open at `now` and holds `limit` records already. */
const isFull = (counter: Counter | undefined, limit: number, now: Date) =>
  counter !== undefined &&
  now.getTime() < counter.windowStart.toMillis() + WINDOW_MS &&
  counter.count >= limit;

/** A counter with one more record: a new window if the old one is over. */
function counted(counter: Counter | undefined, now: Date, lastId: string) {
  const open = counter !== undefined && now.getTime() < counter.windowStart.toMillis() + WINDOW_MS;
  return open
    ? { windowStart: counter.windowStart, count: counter.count + 1, lastId }
    : { windowStart: Timestamp.fromDate(now), count: 1, lastId };
}

export type StoreOutcome = { stored: string } | { refused: 'sender' | 'ceiling' };

/**
 * Stores a checked record with the fixed status, its two times, and its sender's and its
 * collection's counters moved in the same transaction; refuses it, writing nothing, when either
 * counter's hour is full.
 */
export async function storeSubmission(
  db: Firestore,
  kind: SubmissionKind,
  values: Record<string, string>,
  address: string,
  now: Date = new Date(),
): Promise<StoreOutcome> {
  const { name, maxLengths } = submissionCollections[kind];
  const senderRef = db
    .collection(SENDER_QUOTA)
    .doc(senderQuotaId(name, addressSender(name, address)));
  const ceilingRef = db.collection(SUBMISSION_QUOTA).doc(name);
  const recordRef = db.collection(name).doc();
  const expiresAt = Timestamp.fromMillis(now.getTime() + RETENTION_DAYS * DAY_MS);
  return db.runTransaction(async (transaction) => {
    const [sender, ceiling] = await Promise.all([
      transaction.get(senderRef),
      transaction.get(ceilingRef),
    ]);
    const senderCounter = sender.data() as Counter | undefined;
    const ceilingCounter = ceiling.data() as Counter | undefined;
    if (isFull(senderCounter, SENDER_LIMIT_PER_WINDOW, now)) return { refused: 'sender' as const };
    if (isFull(ceilingCounter, ceilingPerWindow(name), now)) return { refused: 'ceiling' as const };
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(maxLengths)) record[key] = values[key];
    transaction.set(recordRef, {
      ...record,
      status: SUBMISSION_STATUS,
      createdAt: Timestamp.fromDate(now),
      expiresAt,
    });
    transaction.set(senderRef, { ...counted(senderCounter, now, recordRef.id), expiresAt });
    transaction.set(ceilingRef, counted(ceilingCounter, now, recordRef.id));
    return { stored: recordRef.id };
  });
}

/** What the handler reads of a request: Express's, or a test's. */
export interface SendFormRequest {
  method: string;
  path: string;
  body?: unknown;
  ip?: string;
  get(header: string): string | undefined;
}

export interface SendFormResponse {
  status(code: number): SendFormResponse;
  set(header: string, value: string): SendFormResponse;
  send(body: string): unknown;
}

const textOf = (body: unknown, key: string): string => {
  const value: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The visitor's language: the form's own field, else the page it came from. */
function languageOf(body: unknown, referer: string | undefined): Language {
  const named = textOf(body, LANGUAGE_FIELD);
  if (named === 'bn' || named === 'en') return named;
  try {
    return addressLanguage(new URL(referer ?? '').pathname);
  } catch {
    return 'en';
  }
}

/**
 * The sender's address: the one Hosting's CDN saw (it sets Fastly-Client-IP), else the first
 * of X-Forwarded-For, else the connection's.
 */
function senderAddress(request: SendFormRequest): string {
  const forwarded = request.get('x-forwarded-for')?.split(',')[0]?.trim();
  return request.get('fastly-client-ip') ?? (forwarded || undefined) ?? request.ip ?? 'unknown';
}

/**
 * Answers a form: 200 with what was received (or, for a prescription, the way to send its photo),
 * 400 with the form again and each problem beside its field, 429 when a limit refused it and
 * 503 when it could not be stored, both with the hand-over and the form again; 405 for anything
 * but POST, 404 for an address that names no form.
 */
export async function answerSendForm(
  db: Firestore,
  request: SendFormRequest,
  response: SendFormResponse,
  now: Date = new Date(),
): Promise<void> {
  const form = formOfAddress(request.path);
  const reply = (status: number, html: string) =>
    response
      .status(status)
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .send(html);
  if (form === null) {
    response.status(404).set('Cache-Control', 'no-store').send('Not found');
    return;
  }
  if (request.method !== 'POST') {
    response.status(405).set('Allow', 'POST').set('Cache-Control', 'no-store').send('POST only');
    return;
  }
  const { body } = request;
  const referer = request.get('referer');
  const language = languageOf(body, referer);
  const variant: FeedbackVariant =
    textOf(body, FEEDBACK_VARIANT_FIELD) === 'experience' ? 'experience' : 'online';
  const schema = schemas[form];
  const typed = Object.fromEntries(Object.keys(schema).map((key) => [key, textOf(body, key)]));
  const page: SentPageRequest = {
    form,
    language,
    variant,
    typed,
    backTo: backAddress(referer, language),
  };
  const answer = (status: number, outcome: SendOutcome) =>
    reply(status, sentPageHtml(page, outcome));

  const checked = parseForm(schema, typed);
  if (!checked.ok) return void answer(400, { kind: 'invalid', problems: checked.problems });
  if (form === 'prescription') return void answer(200, { kind: 'photo' });
  const kind = storedKinds[form];
  try {
    const outcome = await storeSubmission(db, kind, checked.values, senderAddress(request), now);
    if ('refused' in outcome) {
      console.info(`${form}: refused by the ${outcome.refused} limit`);
      return void answer(429, { kind: 'not-stored', failure: 'busy' });
    }
    console.info(`${form}: stored ${outcome.stored}`);
    answer(200, { kind: 'received', values: checked.values });
  } catch (error) {
    console.error(`${form}: not stored`, error);
    answer(503, { kind: 'not-stored', failure: 'not-sent' });
  }
}

/** The HTTP function, in the region of the others; a few instances, as forms come seldom. */
export const sendFormEndpoint = (region: Expression<string>) =>
  onRequest(
    { region, memory: '256MiB', maxInstances: 4, timeoutSeconds: 20 },
    (request, response) => answerSendForm(getFirestore(), request, response),
  );
