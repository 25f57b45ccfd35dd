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
} as const;

/**
 * Where a prescription upload is announced before its file is sent: storage.rules stores the file
 * only at `prescription/<this record's id>.<extension>`, so every file is counted by the quota below.
 */
export const PRESCRIPTION_UPLOADS = 'Prescription-Upload';

/** Every collection a visitor adds records to. */
export type WrittenCollection = SubmissionCollection | typeof PRESCRIPTION_UPLOADS;

/**
 * How long Firestore keeps a visitor's record (and Storage a prescription) before deleting it by
 * the TTL policy on `expiresAt` (firestore.indexes.json) and the bucket's lifecycle rule. The
 * phone's clock sets `expiresAt`; the rules allow it this far either side of the server's.
 */
export const RETENTION_DAYS = 90;
export const RETENTION_CLOCK_SLACK_DAYS = 7;

/**
 * Two counters move with every record a visitor writes, in the same batch (docs/decisions.md,
 * "Limits that bind one sender"): the sender's own for that collection, `SenderQuota/<collection>:<uid>`
 * (the visitor is signed in anonymously when sending), which refuses a sender's records beyond
 * SENDER_LIMIT_PER_WINDOW an hour; and the collection's, `SubmissionQuota/<collection>`, a cost
 * breaker that refuses everyone beyond CEILING_PER_WINDOW an hour.
 */
export const SUBMISSION_QUOTA = 'SubmissionQuota';
export const SENDER_QUOTA = 'SenderQuota';
export const QUOTA_WINDOW_MINUTES = 60;
/**
 * A family booking for three, both feedback tabs, or a prescription photographed page by page fit
 * in it; Firebase Auth makes at most 100 new accounts an hour for one IP address, so one machine
 * can place at most 500 records an hour in a collection however it rotates browsers and numbers.
 */
export const SENDER_LIMIT_PER_WINDOW = 5;
/**
 * Above what one machine can place, and a hundred times a busy hour of a town centre (about ten
 * enquiries): reached only by a flood from many machines, when it caps the bill and staff are
 * e-mailed (functions/src/index.ts, alertFlood).
 */
export const CEILING_PER_WINDOW = 1000;

/** A sender's counter for one collection, named by the collection and the anonymous user's id. */
export const senderQuotaId = (collection: WrittenCollection, uid: string) => `${collection}:${uid}`;

export type SubmissionKind = keyof typeof submissionCollections;
export type SubmissionCollection = (typeof submissionCollections)[SubmissionKind]['name'];
export type SubmissionFields<K extends SubmissionKind> = Record<
  keyof (typeof submissionCollections)[K]['maxLengths'],
  string
>;
