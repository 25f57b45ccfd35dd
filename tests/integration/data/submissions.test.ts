import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreDataSource } from '../../../src/data/adapters/firestore';
import {
  PRESCRIPTION_UPLOADS,
  QUOTA_PER_WINDOW,
  QUOTA_WINDOW_MINUTES,
  RETENTION_DAYS,
  SUBMISSION_QUOTA,
} from '../../../src/data/collections';
import type { DataSource } from '../../../src/data/data-source';
import { addFeedback, addHomeSampleEnquiry } from '../../../src/data/submissions';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  parseForm,
  type FormSchema,
} from '../../../src/features/contact/validation';
import {
  connectTestFirestore,
  type TestFirestore,
} from '../../support/firestore-emulator/test-firestore';
import { enquiryFields } from '../../support/fixtures/submissions';

/**
 * What the two forms send, end to end below the React layer: the form's checks, the data module,
 * the Firestore adapter (Firestore Lite, as in the browser) and the official emulator, which
 * enforces firestore.rules as production does.
 */

const current = vi.hoisted(() => ({ source: undefined as DataSource | undefined }));

vi.mock('../../../src/data/select-data-source', () => ({
  getDataSource: () =>
    current.source ? Promise.resolve(current.source) : Promise.reject(new Error('no source')),
}));

/** The values the form would send for what a visitor typed. */
function checked<F extends string>(schema: FormSchema<F>, typed: Record<F, string>) {
  const result = parseForm(schema, typed);
  if (!result.ok) throw new Error(`the form would refuse ${JSON.stringify(result.problems)}`);
  return result.values;
}

describe('submissions on the Firestore emulator', () => {
  let firestore: TestFirestore;

  const DAY = 24 * 60 * 60 * 1000;
  /** What staff see in the console: the fields, with the two times checked and set aside. */
  const documents = async (name: string) =>
    (await getDocs(collection(firestore.admin, name))).docs.map((snapshot) => {
      const { createdAt, expiresAt, ...fields } = snapshot.data();
      expect(createdAt).toBeInstanceOf(Timestamp);
      expect(expiresAt).toBeInstanceOf(Timestamp);
      const keptFor = (expiresAt as Timestamp).toMillis() - (createdAt as Timestamp).toMillis();
      expect(Math.abs(keptFor - RETENTION_DAYS * DAY)).toBeLessThan(60_000);
      expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
      return fields;
    });

  beforeEach(() => {
    firestore = connectTestFirestore();
    current.source = createFirestoreDataSource(firestore.db);
  });

  afterEach(async () => {
    current.source = undefined;
    await firestore.cleanup();
  });

  it('stores a home sample enquiry in Home-Sample-Enquiry with the spec’s keys, and when it came', async () => {
    await addHomeSampleEnquiry(
      checked(homeSampleEnquirySchema, {
        title: '  Mita Das ',
        mobile: '+91 98765-43210',
        pin: '741 101',
        city: 'Krishnanagar ',
        enquiry: ' Thyroid profile, HbA1c',
      }),
    );

    expect(await documents('Home-Sample-Enquiry')).toEqual([
      {
        title: 'Mita Das',
        mobile: '9876543210',
        pin: '741101',
        city: 'Krishnanagar',
        enquiry: 'Thyroid profile, HbA1c',
        status: 'Available',
      },
    ]);
    expect(await documents('Customer_Feedback')).toEqual([]);
  });

  it('stores a feedback in Customer_Feedback with the spec’s keys, and when it came', async () => {
    await addFeedback(
      checked(feedbackSchema, {
        title: 'Rahul Sen',
        mobile: '09123 456789',
        emailaddress: ' rahul@example.com ',
        lastvisit: 'Station Road centre',
        enquiry: 'The report came a day early. Thank you!',
      }),
    );

    expect(await documents('Customer_Feedback')).toEqual([
      {
        title: 'Rahul Sen',
        mobile: '9123456789',
        emailaddress: 'rahul@example.com',
        lastvisit: 'Station Road centre',
        enquiry: 'The report came a day early. Thank you!',
        status: 'Available',
      },
    ]);
    expect(await documents('Home-Sample-Enquiry')).toEqual([]);
  });

  it('stores two enquiries sent one after the other as two documents', async () => {
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields));
    await addHomeSampleEnquiry(
      checked(homeSampleEnquirySchema, { ...enquiryFields, enquiry: 'ESR' }),
    );

    const stored = await documents('Home-Sample-Enquiry');
    expect(stored.map(({ enquiry }) => enquiry as string).sort()).toEqual([
      'ESR',
      'Thyroid profile',
    ]);
  });

  it(`refuses more than ${QUOTA_PER_WINDOW} enquiries in an hour, keeping those before`, async () => {
    const sends = [];
    for (let index = 0; index < QUOTA_PER_WINDOW + 2; index += 1) {
      sends.push(
        await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields)).then(
          () => 'stored',
          () => 'refused',
        ),
      );
    }
    expect(sends.filter((outcome) => outcome === 'stored')).toHaveLength(QUOTA_PER_WINDOW);
    expect(sends.slice(-2)).toEqual(['refused', 'refused']);
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(QUOTA_PER_WINDOW);
    // Feedback has a quota of its own.
    await addFeedback(
      checked(feedbackSchema, {
        title: 'Rahul Sen',
        mobile: '9123456789',
        emailaddress: 'rahul@example.com',
        lastvisit: 'Station Road centre',
        enquiry: 'Thank you!',
      }),
    );
  });

  it('starts a new window once the last one is an hour old', async () => {
    await setDoc(doc(firestore.admin, SUBMISSION_QUOTA, 'Home-Sample-Enquiry'), {
      windowStart: Timestamp.fromMillis(Date.now() - (QUOTA_WINDOW_MINUTES + 1) * 60_000),
      count: QUOTA_PER_WINDOW,
      lastId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields));
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(1);
  });

  it('announces a prescription upload with whom to call, its extension and type, and returns its id', async () => {
    const announced = {
      title: 'Mita Das',
      mobile: '9876543210',
      extension: 'heic',
      contentType: 'image/heic',
    };
    const id = await current.source?.addDocument(PRESCRIPTION_UPLOADS, announced);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await documents(PRESCRIPTION_UPLOADS)).toEqual([announced]);
  });
});
