import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { defineInt, defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import {
  PRESCRIPTION_UPLOADS,
  PUBLISHED_CATALOGUE,
  QUOTA_WINDOW_MINUTES,
  SITE_SETTINGS,
  SUBMISSION_QUOTA,
  submissionCollections,
  type WrittenCollection,
} from '../../src/shared/collections';
import { listCollections } from '../../src/shared/catalogue-lists';
import { isListCollection } from '../../src/shared/parsers/list-parsers';
import { logHeartbeat } from './alarms';
import { tellOfOddEdit } from './edit-concerns';
import { emailJsSender } from './emailjs';
import { fieldBeaconEndpoint } from './field-beacon';
import { weeklyInsightsNotice } from './insights-mail';
import { weeklyItemOpens } from './item-opens';
import { region } from './region';
import { fillsCeiling, tellStaffOfFlood, watchFullCeiling } from './flood-alert';
import { noticeFor, recordFromDocument, type Notice } from './notices';
import { DEFAULT_MONTHLY_ALLOWANCE, emailLimitsFor } from './email-limits';
import { notifyCentre, sendDigest } from './notifications';
import { answerPublish, applyEdit, reconcileList } from '../../src/shared/admin/published-lists';
import { publishSettings } from '../../src/shared/admin/site-settings';
import { mayChangePopular } from '../../src/shared/admin/popular-items';
import { GLOSSARY_SECTION } from '../../src/shared/admin/staff-glossary';
import { SWEEP_EVERY_MINUTES, sweepNotifications } from './sweep';
import { sendFormEndpoint } from './send-form';
import { handleStoredUpload } from './uploads';

initializeApp();

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
const secrets = [emailJs.privateKey];
/** The EmailJS plan's e-mails a month: a day's e-mails stay within a thirtieth of it. */
const monthlyAllowance = defineInt('EMAILJS_MONTHLY_ALLOWANCE', {
  default: DEFAULT_MONTHLY_ALLOWANCE,
});
const emailLimits = () => emailLimitsFor(monthlyAllowance.value());
const notifying = { region, retry: true, secrets, memory: '256MiB' as const };

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

/**
 * E-mails the centre a notice. A failed send is not thrown, so the platform's retries never
 * bypass the minute's limit: the sweep sends it again, or raises the alarm.
 */
async function notify(notice: Notice) {
  const send = centreSender();
  if (send === null) return;
  const outcome = await notifyCentre(getFirestore(), notice, send, new Date(), emailLimits());
  const said = `${notice.key}: e-mail ${outcome}`;
  if (outcome === 'refused') console.error(`${said}; EmailJS refused it, the alarm follows.`);
  else if (outcome === 'failed') console.warn(`${said}; the sweep sends it again.`);
  else console.info(said);
}

const isWrittenCollection = (name: string): name is WrittenCollection =>
  name === PRESCRIPTION_UPLOADS ||
  Object.values(submissionCollections).some((written) => written.name === name);

/**
 * Rebuilds the published settings (src/shared/admin/site-settings.ts), saying in the log what staff's documents
 * left out; a refusal as too large is an error, which Cloud Logging shows in red.
 */
async function rebuildSettings(cause: string) {
  const { outcome, problems, bytes } = await publishSettings(getFirestore());
  const said = `${cause}: settings ${outcome} (${bytes} bytes)`;
  if (outcome === 'refused') console.error(`${said}. ${problems.join(' ')}`);
  else if (problems.length > 0) console.warn(`${said}, with problems: ${problems.join(' ')}`);
  else console.info(said);
}

/** Every list compared with its collection, republished where it differs, and confirmed. */
async function reconcileLists(cause: string) {
  for (const collection of Object.values(listCollections)) {
    console.info(`${cause}: ${collection} ${await reconcileList(getFirestore(), collection)}`);
  }
}

/**
 * Every write to a top-level document: a catalogue edit is applied to its list's published
 * snapshot (and staff told if what they typed reads oddly; the settings rebuilt when a ranked item
 * changed, for the home page's popular items), a new publish is answered, an edit of the site's
 * settings rebuilds the published settings (one of staff's glossary, every list too), anything
 * else (visitors' enquiries, the functions' own Notifications, the published settings themselves)
 * is left alone. One function rather than one per list keeps one deployment and one warm
 * instance. Its own writes to the snapshots, and the weekly opens', come back as publishes it
 * answers without writing again. An edit that could not be applied is tried again by the
 * platform; the list is marked stale meanwhile.
 */
export const followCatalogue = onDocumentWritten(
  {
    document: '{collection}/{docId}',
    region,
    memory: '256MiB',
    maxInstances: 10,
    retry: true,
    secrets,
  },
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
    if (collection === SITE_SETTINGS) {
      await rebuildSettings(`${SITE_SETTINGS}/${docId}`);
      // Staff's glossary phrases are written into the lists' Bengali twins as they are published.
      if (docId === GLOSSARY_SECTION) await reconcileLists(`${SITE_SETTINGS}/${docId}`);
      return;
    }
    if (!isListCollection(collection)) return;
    const outcome = await applyEdit(getFirestore(), collection, docId);
    console.info(`${collection}/${docId}: ${outcome}`);
    if (outcome === 'stale') throw new Error(`${collection}/${docId}: to be tried again.`);
    // The home page's popular items are chosen by rank, and published with the settings.
    if (mayChangePopular(event.data?.before.data(), event.data?.after.data())) {
      await rebuildSettings(`${collection}/${docId}`);
    }
    const edited = event.data?.after.data();
    await tellOfOddEdit(getFirestore(), collection, docId, edited, projectID.value(), notify);
  },
);

/**
 * Every 6 hours, each published list compared with its collection and republished if an edit was
 * missed; either way confirmed, so visitors are not asked to call to confirm a price
 * (src/shared/published-catalogue.ts, CONFIRMATION_BOUND_HOURS). The site's settings are rebuilt
 * too: they exist before staff's first edit, and follow an edit whose event was lost.
 */
export const confirmCatalogue = onSchedule(
  { region, schedule: 'every 6 hours', memory: '512MiB', timeoutSeconds: 300, retryCount: 2 },
  async () => {
    await reconcileLists('every 6 hours');
    await rebuildSettings(SITE_SETTINGS);
  },
);

const notifyOfCollection = (collection: string) =>
  onDocumentCreated({ ...notifying, document: `${collection}/{docId}` }, async (event) => {
    const data = event.data?.data();
    if (data === undefined) return;
    const at = new Date(event.time);
    const record = recordFromDocument(collection, event.params.docId, data, at, projectID.value());
    if (record !== null) await notify(noticeFor(record));
  });

export const notifyHomeSampleEnquiry = notifyOfCollection(
  submissionCollections.homeSampleEnquiry.name,
);
export const notifyFeedback = notifyOfCollection(submissionCollections.feedback.name);
export const notifyHomeVisit = notifyOfCollection(submissionCollections.homeVisit.name);

/**
 * A prescription once its file is stored: checked by its first bytes (a mismatch is quarantined),
 * its download link taken away, then told of, named by the file's metadata.
 */
export const notifyPrescription = onObjectFinalized(notifying, async ({ data }) => {
  const bucket = getStorage().bucket(data.bucket);
  await handleStoredUpload(bucket, getFirestore(), data, projectID.value(), notify);
});

/**
 * Staff hear, once a day at most, that a form's counter reached the hour's ceiling: the site is
 * then turning senders away and handing them to WhatsApp and SMS
 * (docs/decisions/084-limits-that-bind-one-sender.md); and once through the alarm channel when it
 * has stayed full for an hour.
 */
export const alertFlood = onDocumentWritten(
  { ...notifying, document: `${SUBMISSION_QUOTA}/{collection}` },
  async (event) => {
    const { collection } = event.params;
    if (!isWrittenCollection(collection)) return;
    if (!fillsCeiling(collection, event.data?.before.data(), event.data?.after.data())) return;
    const windowStart: unknown = event.data?.after.get('windowStart');
    if (windowStart instanceof Timestamp) {
      const watched = await watchFullCeiling(
        getFirestore(),
        collection,
        windowStart.toDate(),
        QUOTA_WINDOW_MINUTES * 60_000,
      );
      console.info(`${collection}: ceiling reached, ${watched}`);
    }
    const send = centreSender();
    if (send === null) return;
    console.info(
      `${collection}: ceiling reached, e-mail ${await tellStaffOfFlood(getFirestore(), collection, send)}`,
    );
  },
);

/** What a flood held back, in one e-mail once its minute is over. */
export const sendNotificationDigest = onSchedule(
  { region, schedule: 'every 1 minutes', secrets, memory: '256MiB' },
  async () => {
    const send = centreSender({ sayWhenOff: false });
    if (send === null) return;
    const { digested, outcome } = await sendDigest(
      getFirestore(),
      send,
      projectID.value(),
      new Date(),
      emailLimits(),
    );
    if (outcome !== null) console.info(`Digest of ${digested} records: ${outcome}.`);
  },
);

/** What the events could not finish (./sweep.ts), and the heartbeat Cloud Monitoring expects. */
export const sweepCentreNotifications = onSchedule(
  {
    region,
    schedule: `every ${SWEEP_EVERY_MINUTES} minutes`,
    secrets,
    memory: '256MiB',
    timeoutSeconds: 300,
  },
  async () => {
    const send = centreSender({ sayWhenOff: false });
    const report =
      send === null
        ? null
        : await sweepNotifications({
            db: getFirestore(),
            send,
            projectId: projectID.value(),
            bucket: getStorage().bucket(),
            limits: emailLimits(),
          });
    logHeartbeat('Notifications swept', { ...report });
  },
);

/** Visitors' field data (docs/staff.md, "What visitors look for"): received at /api/beacon. */
export const fieldBeacon = fieldBeaconEndpoint(region);

/**
 * Forms the browser sent itself, without the app (src/shared/forms/no-script-forms.ts): received at
 * /api/send/<form>, stored under the app's limits, answered with a page.
 */
export const sendForm = sendFormEndpoint(region);

/** Each Monday, the items' page opens of 28 days into their published lists (./item-opens.ts). */
export const countItemOpens = weeklyItemOpens(region);

/** The field data's week, each Monday at 8 in the morning, India time. */
export const weeklyInsights = onSchedule(
  { region, schedule: 'every monday 08:00', timeZone: 'Asia/Kolkata', secrets, memory: '256MiB' },
  async () => {
    await notify(await weeklyInsightsNotice(getFirestore(), projectID.value()));
  },
);
