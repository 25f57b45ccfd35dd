import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import {
  CEILING_PER_WINDOW,
  PRESCRIPTION_UPLOADS,
  PUBLISHED_CATALOGUE,
  SUBMISSION_QUOTA,
  submissionCollections,
  type WrittenCollection,
} from '../../src/data/collections';
import { isListCollection } from '../../src/data/parsers/list-parsers';
import { emailJsSender } from './emailjs';
import {
  tellStaffOfFlood,
  notifyCentre,
  recordFromDocument,
  recordFromUpload,
  sendDigest,
  type NotifiedRecord,
} from './notifications';
import { answerPublish, applyEdit } from './published-catalogue';

initializeApp();

/**
 * Where the function runs: the region of the project's Firestore database, which a Firestore
 * trigger must match. Mumbai by default; set CATALOGUE_REGION in functions/.env otherwise.
 */
const region = defineString('CATALOGUE_REGION', {
  default: 'asia-south1',
  description: 'The region of the Firestore database (Firebase console, Firestore, Location).',
});

/**
 * Every write to a top-level document: a catalogue edit is applied to its list's published
 * snapshot, a new publish is answered, anything else (visitors' enquiries) is left alone. One
 * function rather than one per list keeps one deployment and one warm instance.
 */
export const followCatalogue = onDocumentWritten(
  { document: '{collection}/{docId}', region, memory: '256MiB', maxInstances: 10 },
  async (event) => {
    const { collection, docId } = event.params;
    if (collection === PUBLISHED_CATALOGUE) {
      const after = event.data?.after;
      await answerPublish(getFirestore(), docId, {
        data: after?.data(),
        updateTime: after?.exists ? after.updateTime : undefined,
      });
      return;
    }
    if (!isListCollection(collection)) return;
    const outcome = await applyEdit(getFirestore(), collection, docId);
    console.info(`${collection}/${docId}: ${outcome}`);
  },
);

/*
 * The centre's e-mails about what visitors send (docs/staff.md, "Hearing of every enquiry"),
 * through the notifications' own EmailJS account, whose template fixes the recipient. Set in
 * functions/.env: the account's EmailJS ids; its private key is a secret
 * (`firebase functions:secrets:set EMAILJS_PRIVATE_KEY`). With an id empty nothing is sent.
 */
const emailJs = {
  origin: defineString('EMAILJS_API_ORIGIN', { default: 'https://api.emailjs.com' }),
  serviceId: defineString('EMAILJS_SERVICE_ID', { default: '' }),
  templateId: defineString('EMAILJS_NOTIFY_TEMPLATE_ID', { default: '' }),
  publicKey: defineString('EMAILJS_PUBLIC_KEY', { default: '' }),
  privateKey: defineSecret('EMAILJS_PRIVATE_KEY'),
};
const notifying = { region, retry: true, secrets: [emailJs.privateKey], memory: '256MiB' as const };

/**
 * The sender, or null while notifications are not configured; an event's handler then says so in
 * the log, the minute's digest does not.
 */
function centreSender({ sayWhenOff = true } = {}) {
  const settings = {
    origin: emailJs.origin.value(),
    serviceId: emailJs.serviceId.value(),
    templateId: emailJs.templateId.value(),
    publicKey: emailJs.publicKey.value(),
    privateKey: emailJs.privateKey.value(),
  };
  const missing = Object.entries(settings).filter(([, value]) => value === '');
  if (missing.length === 0) return emailJsSender(settings);
  if (!sayWhenOff) return null;
  console.info(`E-mail notifications are off: ${missing.map(([key]) => key).join(', ')} not set.`);
  return null;
}

async function notify(record: NotifiedRecord | null) {
  if (record === null) return;
  const send = centreSender();
  if (send === null) return;
  // A failed send throws: the platform retries the event, and the log keeps the error.
  const outcome = await notifyCentre(getFirestore(), record, send);
  console.info(`${record.kind} ${record.id}: e-mail ${outcome}`);
}

const isWrittenCollection = (name: string): name is WrittenCollection =>
  name === PRESCRIPTION_UPLOADS ||
  Object.values(submissionCollections).some((written) => written.name === name);

const notifyOfCollection = (collection: string) =>
  onDocumentCreated({ ...notifying, document: `${collection}/{docId}` }, async (event) => {
    const data = event.data?.data();
    if (data === undefined) return;
    const at = new Date(event.time);
    await notify(recordFromDocument(collection, event.params.docId, data, at, projectID.value()));
  });

export const notifyHomeSampleEnquiry = notifyOfCollection(
  submissionCollections.homeSampleEnquiry.name,
);
export const notifyFeedback = notifyOfCollection(submissionCollections.feedback.name);

/** A prescription is told of once its file is stored, named by the file's metadata. */
export const notifyPrescription = onObjectFinalized(notifying, async (event) => {
  const { name, metadata, timeCreated, bucket } = event.data;
  const at = new Date(timeCreated ?? event.time);
  await notify(recordFromUpload(name, metadata, at, projectID.value(), bucket));
});

/**
 * Staff hear, once a day at most, that a form's counter reached the hour's ceiling: the site is
 * then turning senders away and handing them to WhatsApp and SMS (docs/decisions.md).
 */
export const alertFlood = onDocumentWritten(
  { ...notifying, document: `${SUBMISSION_QUOTA}/{collection}` },
  async (event) => {
    const { collection } = event.params;
    const count: unknown = event.data?.after.get('count');
    if (count !== CEILING_PER_WINDOW || !isWrittenCollection(collection)) return;
    const send = centreSender();
    if (send === null) return;
    console.info(
      `${collection}: ceiling reached, e-mail ${await tellStaffOfFlood(getFirestore(), collection, send)}`,
    );
  },
);

/** What a flood held back, in one e-mail once its minute is over. */
export const sendNotificationDigest = onSchedule(
  { region, schedule: 'every 1 minutes', secrets: [emailJs.privateKey], memory: '256MiB' },
  async () => {
    const send = centreSender({ sayWhenOff: false });
    if (send === null) return;
    const digested = await sendDigest(getFirestore(), send);
    if (digested > 0) console.info(`Digest of ${digested} records sent.`);
  },
);
