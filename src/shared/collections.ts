/**
 * Firestore collection names and read caps, as the spec's sections 3 and 9 give them. The
 * firestore.rules check reads these same definitions, so the site and the rules cannot drift.
 */

import type { ListCollection, ListName } from './catalogue-lists';

export const photoCollections = {
  xray: 'XrayPhotos',
  pathology: 'PathologyPhotos',
} as const;

/**
 * One document per list collection, named after it, holding the whole list as the pages show it
 * (src/shared/published-catalogue.ts). The Cloud Function in functions/ keeps it in step with staff's
 * edits; a visitor reads it in place of the list's thousands of documents.
 */
export const PUBLISHED_CATALOGUE = 'PublishedCatalogue';

/**
 * The site's small settings staff edit in the console, one document per section
 * (`SiteSettings/synonyms`; src/shared/parsers/site-settings.ts), never read by visitors, and the
 * one document the Cloud Function rebuilds from them all, which visitors read
 * (`PublishedSettings/site`; src/shared/published-settings.ts).
 */
export const SITE_SETTINGS = 'SiteSettings';
export const PUBLISHED_SETTINGS = 'PublishedSettings';
export const PUBLISHED_SETTINGS_ID = 'site';

export type { ListCollection, ListName };
export type PhotoCollection = (typeof photoCollections)[keyof typeof photoCollections];
export type ReadableCollection = ListCollection | PhotoCollection;

/** The old site paged photo records 21 at a time; a department has one record, so 21 is ample. */
export const PHOTO_LIST_CAP = 21;

/** Every record a visitor writes carries this fixed status (spec section 9). */
export const SUBMISSION_STATUS = 'Available';

/**
 * The written collections and exactly the keys a visitor's form stores (besides `status`),
 * with the longest value each may hold. firestore.rules enforces the same keys and limits.
 */
export const submissionCollections = {
  feedback: {
    name: 'Customer_Feedback',
    maxLengths: { title: 100, mobile: 20, emailaddress: 254, lastvisit: 100, enquiry: 2000 },
  },
  homeSampleEnquiry: {
    name: 'Home-Sample-Enquiry',
    maxLengths: { title: 100, mobile: 20, pin: 10, city: 100, enquiry: 500 },
  },
  /** The landing page's "Book a home visit", under the field names its form and e-mail use. */
  homeVisit: {
    name: 'Home-Visit-Request',
    maxLengths: { from_name: 100, from_mobile: 20, from_city: 100, from_labtestname: 300 },
  },
} as const;

/**
 * Where a prescription upload is announced before its file is sent: storage.rules stores the file
 * only at `prescription/<this record's id>.<extension>`, so every file is counted by the quota below.
 */
export const PRESCRIPTION_UPLOADS = 'Prescription-Upload';

/** Every collection a visitor adds records to. */
export type WrittenCollection = SubmissionCollection | typeof PRESCRIPTION_UPLOADS;

/**
 * What the privacy notice promises: a visitor's record (and a prescription) is gone within this
 * many days of arriving, deleted by the TTL policy on `expiresAt` (firestore.indexes.json) and the
 * bucket's lifecycle rule (docs/storage-lifecycle.json).
 */
export const RETENTION_DAYS = 90;
/** Firestore's TTL and Storage's lifecycle rule delete within about a day of the due time, not at it. */
export const DELETION_DELAY_DAYS = 1;
/**
 * The latest `expiresAt` the rules accept, counted from the server's clock, and the age at which
 * the lifecycle rule deletes a file: with the deletion's own delay, nothing outlives RETENTION_DAYS.
 */
export const EXPIRY_CAP_DAYS = RETENTION_DAYS - DELETION_DELAY_DAYS;

/**
 * How long an upload that is not what it claims (functions/src/uploads.ts moves it to
 * `quarantine/`) stays for staff to judge: a week to call the sender, not the records' 90 days of
 * paid storage for what is most likely junk.
 */
export const QUARANTINE_DAYS = 7;
/** The age at which the lifecycle rule deletes a quarantined file, its own delay included. */
export const QUARANTINE_EXPIRY_DAYS = QUARANTINE_DAYS - DELETION_DELAY_DAYS;
/** How far a phone's clock, which sets `expiresAt`, may be from the server's. */
export const RETENTION_CLOCK_SLACK_DAYS = 7;
/**
 * How long the site asks for a record to be kept: below the cap by the clock slack, so a phone
 * whose clock runs that far ahead still saves.
 */
export const KEPT_DAYS = EXPIRY_CAP_DAYS - RETENTION_CLOCK_SLACK_DAYS;

/**
 * Two counters move with every record a visitor writes, in the same batch
 * (docs/decisions/084-limits-that-bind-one-sender.md): the sender's own for that collection,
 * `SenderQuota/<collection>:<uid>` (the visitor is signed in anonymously when sending), which
 * refuses an account's records beyond ACCOUNT_LIMIT_PER_WINDOW an hour; and the collection's,
 * `SubmissionQuota/<collection>`, a cost breaker that refuses everyone beyond its ceiling an hour.
 */
export const SUBMISSION_QUOTA = 'SubmissionQuota';
export const SENDER_QUOTA = 'SenderQuota';
export const QUOTA_WINDOW_MINUTES = 60;
/**
 * The rules take an anonymous account's record only this long after its sign-in
 * (docs/decisions/112-senders-bound-by-fresh-sign-ins.md): accounts kept for later are worth
 * nothing, and one machine is bound by the accounts Firebase Auth makes for its address, at most
 * 100 an hour.
 */
export const SIGN_IN_FRESH_MINUTES = 10;
/**
 * One record a form for each account: the site signs in anew for the next one (a family's second
 * booking, a prescription's next page), so that what one address can place is what Auth lets it
 * sign in, about 200 accounts in the 70 minutes during which one hour's records can be sent.
 */
export const ACCOUNT_LIMIT_PER_WINDOW = 1;
/**
 * A sender without the app, counted by its address (functions/src/send-form.ts): a family booking
 * for three, both feedback tabs.
 */
export const SENDER_LIMIT_PER_WINDOW = 5;
/** A sender's counter for one collection, named by the collection and the anonymous user's id. */
export const senderQuotaId = (collection: WrittenCollection, uid: string) => `${collection}:${uid}`;

export type SubmissionKind = keyof typeof submissionCollections;
export type SubmissionCollection = (typeof submissionCollections)[SubmissionKind]['name'];
export type SubmissionFields<K extends SubmissionKind> = Record<
  keyof (typeof submissionCollections)[K]['maxLengths'],
  string
>;

/** Where the functions keep what they have sent; the rules let no visitor read or write it. */
export const NOTIFICATIONS = 'Notifications';
