import { submissionCollections } from '../../src/shared/collections';
import { readText } from '../../src/shared/parsers/fields';
import { normaliseIndianMobile } from '../../src/shared/indian-numbers';
import { telHref } from '../../src/shared/links';
import { consoleDocumentLink } from '../../src/shared/console-links';

/**
 * What staff are told of a record, in the words they need to call back: its e-mail and its line
 * in a digest. How and when the e-mails go is ./notifications.ts.
 */

/** Why an e-mail did not go: `permanent` when sending the same again cannot succeed. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

export type NotifiedKind = 'homeSampleEnquiry' | 'feedback' | 'homeVisit' | 'prescription';

/** What one record says, in the words staff need to call back. */
export interface NotifiedRecord {
  kind: NotifiedKind;
  /** The record's document id, or the prescription's path. */
  id: string;
  name: string;
  mobile: string;
  pin?: string;
  city?: string;
  /** The enquiry, feedback text or tests asked for. */
  text?: string;
  email?: string;
  /** When it came. */
  at: Date;
  /** Where staff open it. */
  link: string;
  /** What went wrong with it, in a few words: "file missing", "file quarantined". */
  problem?: string;
}

export interface Email {
  subject: string;
  /** Plain text, for a template's `{{message}}`. */
  message: string;
  /** The same as HTML, its phone numbers and console links tappable: `{{{message_html}}}`. */
  messageHtml: string;
}

export type SendEmail = (email: Email) => Promise<void>;

/** One thing staff are told of: an e-mail of its own, or a line of a digest in a flood. */
export interface Notice {
  /** What it is about: a redelivered event, or a sweep finding it again, sends nothing more. */
  key: string;
  email: Email;
  /** Its line in the digest, when a flood holds it back. */
  line: string;
}

/** Each kind of record as an e-mail's subject names it. */
export const kindTitles: Record<NotifiedKind, string> = {
  homeSampleEnquiry: 'Home sample collection request',
  feedback: 'Feedback',
  homeVisit: 'Home visit request',
  prescription: 'Prescription uploaded',
};

export const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A ten-digit Indian mobile as a link a phone dials. */
const telLink = (mobile: string) => {
  const digits = normaliseIndianMobile(mobile);
  return digits === null ? `(not a mobile number: ${mobile})` : telHref(`+91${digits}`);
};

const escapeHtml = (line: string) =>
  line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** What the e-mails link to: a number to call, a record in the console. */
const linkable = /(tel:\+91\d{10}|https:\/\/console\.firebase\.google\.com\/\S+)/g;

/** An e-mail of these lines, in plain text and in HTML with its links tappable. */
export const emailOf = (subject: string, lines: string[]): Email => ({
  subject,
  message: lines.join('\n'),
  messageHtml: lines
    .map((line) => escapeHtml(line).replace(linkable, '<a href="$1">$1</a>'))
    .join('<br>\n'),
});

/** The console page of a document, for staff to open it (shared with the staff tools). */
export { consoleDocumentLink };

/** The console page of a stored file. */
export const consoleFileLink = (projectId: string, bucket: string, path: string) =>
  `https://console.firebase.google.com/project/${projectId}/storage/${bucket}/files/~2F${path
    .split('/')
    .map(encodeURIComponent)
    .join('~2F')}`;

/** A visitor's record as the e-mail reads it; what staff typed wrongly or left out reads blank. */
export function recordFromDocument(
  collection: string,
  id: string,
  data: Record<string, unknown>,
  at: Date,
  projectId: string,
): NotifiedRecord | null {
  const link = consoleDocumentLink(projectId, collection, id);
  const common = { id, name: readText(data.title), mobile: readText(data.mobile), at, link };
  if (collection === submissionCollections.homeSampleEnquiry.name) {
    return {
      ...common,
      kind: 'homeSampleEnquiry',
      pin: readText(data.pin),
      city: readText(data.city),
      text: readText(data.enquiry),
    };
  }
  if (collection === submissionCollections.feedback.name) {
    return {
      ...common,
      kind: 'feedback',
      email: readText(data.emailaddress),
      text: readText(data.enquiry),
    };
  }
  if (collection === submissionCollections.homeVisit.name) {
    // Stored under the home-visit form's own field names.
    return {
      ...common,
      kind: 'homeVisit',
      name: readText(data.from_name),
      mobile: readText(data.from_mobile),
      city: readText(data.from_city),
      text: readText(data.from_labtestname),
    };
  }
  return null;
}

/** A stored prescription, named and numbered by its metadata (storage.rules requires both). */
export function recordFromUpload(
  path: string,
  metadata: Record<string, string> | undefined,
  at: Date,
  projectId: string,
  bucket: string,
): NotifiedRecord | null {
  if (!path.startsWith('prescription/')) return null;
  return {
    kind: 'prescription',
    id: path,
    name: readText(metadata?.title),
    mobile: readText(metadata?.mobile),
    text: metadata?.originalName ? `File: ${metadata.originalName}` : undefined,
    at,
    link: consoleFileLink(projectId, bucket, path),
  };
}

/** The e-mail about one record, and its line in a digest. */
export function noticeFor(record: NotifiedRecord): Notice {
  const heading = record.problem
    ? `${kindTitles[record.kind]} (${record.problem})`
    : kindTitles[record.kind];
  const lines = [
    `${heading} — ${indiaTime.format(record.at)} (India time)`,
    '',
    `Name: ${record.name || '(not given)'}`,
    `Mobile: ${record.mobile || '(not given)'} ${record.mobile ? telLink(record.mobile) : ''}`.trim(),
  ];
  if (record.pin) lines.push(`PIN: ${record.pin}`);
  if (record.city) lines.push(`City: ${record.city}`);
  if (record.email) lines.push(`E-mail: ${record.email}`);
  if (record.text) lines.push('', record.text);
  lines.push('', `Open it: ${record.link}`);
  return {
    key: `${record.kind}:${record.id}`,
    email: emailOf(
      `${heading}: ${record.name || 'no name'}, ${record.mobile || 'no mobile'}`,
      lines,
    ),
    line:
      `- ${heading}, ${indiaTime.format(record.at)}: ${record.name || '(no name)'}, ` +
      `${record.mobile ? telLink(record.mobile) : '(no mobile)'} — ${record.link}`,
  };
}
