import { collection, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_LIMIT_PER_WINDOW,
  PRESCRIPTION_UPLOADS,
  QUOTA_WINDOW_MINUTES,
  KEPT_DAYS,
  SENDER_QUOTA,
  senderQuotaId,
  SUBMISSION_QUOTA,
} from '../../../src/shared/collections';
import { CEILING_PER_WINDOW, UPLOAD_BYTES_PER_WINDOW } from '../../../src/shared/ceilings';
import type { DataSource } from '../../../src/data/source/data-source';
import { failureOf, LimitReachedError } from '../../../src/data/source/send-failure';
import { addFeedback, addHomeSampleEnquiry } from '../../../src/data/submissions';
import { parseForm, type FormSchema } from '../../../src/shared/forms/field-schemas';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  homeVisitSchema,
} from '../../../src/shared/forms/form-schemas';
import { sendHomeVisitRequest } from '../../../src/data/home-visit';
import {
  connectTestFirestore,
  type TestFirestore,
  visitorSource,
} from '../../support/firestore-emulator/test-firestore';
import { enquiryFields } from '../../support/fixtures/submissions';

/**
 * What the two forms send, end to end below the React layer: the form's checks, the data module,
 * the Firestore adapter (Firestore Lite, as in the browser) and the official emulator, which
 * enforces firestore.rules as production does.
 */

const current = vi.hoisted(() => ({ source: undefined as DataSource | undefined }));

vi.mock('../../../src/data/source/select-data-source', () => ({
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
      expect(Math.abs(keptFor - KEPT_DAYS * DAY)).toBeLessThan(60_000);
      expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
      return fields;
    });

  beforeEach(() => {
    firestore = connectTestFirestore();
    current.source = visitorSource(firestore);
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

  it('stores home visits in Home-Visit-Request under the form’s own keys, one after the other', async () => {
    const visit = checked(homeVisitSchema, {
      from_name: ' Asha Roy ',
      from_mobile: '+91 98300 12345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC, lipid profile',
    });
    // Null: no EmailJS, as on a Firebase site, whatever else is configured.
    await expect(sendHomeVisitRequest(visit, null)).resolves.toBe('sent');
    await expect(sendHomeVisitRequest({ ...visit, from_labtestname: 'ESR' }, null)).resolves.toBe(
      'sent',
    );

    const stored = await documents('Home-Visit-Request');
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual({
      from_name: 'Asha Roy',
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC, lipid profile',
      status: 'Available',
    });
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

  it(`sends a second enquiry from a new account, one record an account, and tells a machine Auth makes no more accounts for that it is busy`, async () => {
    for (const enquiry of ['Thyroid profile', 'ESR', 'HbA1c']) {
      await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, { ...enquiryFields, enquiry }));
    }
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(3);
    const counted = await getDocs(collection(firestore.admin, SENDER_QUOTA));
    expect(counted.docs.map((counter) => counter.get('count') as number)).toEqual(
      Array.from({ length: 3 }, () => ACCOUNT_LIMIT_PER_WINDOW),
    );

    current.source = visitorSource(firestore, 'one-address', undefined, { keepsOneAccount: true });
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields));
    const refused = await addHomeSampleEnquiry(
      checked(homeSampleEnquirySchema, enquiryFields),
    ).catch((error: unknown) => error);
    expect(failureOf(refused)).toBe('busy');
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(4);
    // Feedback has a limit of its own.
    await addFeedback(
      checked(feedbackSchema, {
        title: 'Rahul Sen',
        mobile: '9123456789',
        emailaddress: 'rahul@example.com',
        lastvisit: 'Station Road centre',
        enquiry: 'Thank you!',
      }),
    );
    expect(await documents('Customer_Feedback')).toHaveLength(1);
  });

  it('refuses every sender, as busy, once the hour’s ceiling is reached', async () => {
    await setDoc(doc(firestore.admin, SUBMISSION_QUOTA, 'Home-Sample-Enquiry'), {
      windowStart: Timestamp.now(),
      count: CEILING_PER_WINDOW,
      lastId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    const refused = await addHomeSampleEnquiry(
      checked(homeSampleEnquirySchema, enquiryFields),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect(failureOf(refused)).toBe('busy');
    expect(await documents('Home-Sample-Enquiry')).toEqual([]);
  });

  it('starts new windows once the last ones are an hour old', async () => {
    const anHourAgo = Timestamp.fromMillis(Date.now() - (QUOTA_WINDOW_MINUTES + 1) * 60_000);
    await setDoc(doc(firestore.admin, SUBMISSION_QUOTA, 'Home-Sample-Enquiry'), {
      windowStart: anHourAgo,
      count: CEILING_PER_WINDOW,
      lastId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    await setDoc(
      doc(
        firestore.admin,
        SENDER_QUOTA,
        senderQuotaId('Home-Sample-Enquiry', firestore.visitorUid),
      ),
      {
        windowStart: anHourAgo,
        count: ACCOUNT_LIMIT_PER_WINDOW,
        lastId: 'AbCdEfGhIjKlMnOpQrSt',
        expiresAt: Timestamp.fromMillis(Date.now() + KEPT_DAYS * DAY),
      },
    );
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields));
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(1);
  });

  it('counts in a window another sender opened a moment before, as two phones sending at once do', async () => {
    const other = visitorSource(firestore, 'visitor-two');
    const [first, second] = await Promise.allSettled([
      addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields)),
      other.addDocument('Home-Sample-Enquiry', { ...enquiryFields, status: 'Available' }),
    ]);
    expect([first.status, second.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(await documents('Home-Sample-Enquiry')).toHaveLength(2);
  });

  it('keeps a sender’s counter until its last record goes, by the same expiry', async () => {
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, enquiryFields));
    const counter = await getDoc(
      doc(
        firestore.admin,
        SENDER_QUOTA,
        senderQuotaId('Home-Sample-Enquiry', firestore.visitorUid),
      ),
    );
    const [record] = (await getDocs(collection(firestore.admin, 'Home-Sample-Enquiry'))).docs;
    expect(counter.get('expiresAt')).toEqual(record?.get('expiresAt'));
  });

  it('announces a prescription upload with whom to call, its extension, type and size, and returns its id', async () => {
    const announced = {
      title: 'Mita Das',
      mobile: '9876543210',
      extension: 'heic',
      contentType: 'image/heic',
      size: 812_345,
    };
    const id = await current.source?.addDocument(PRESCRIPTION_UPLOADS, announced);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await documents(PRESCRIPTION_UPLOADS)).toEqual([announced]);
    await visitorSource(firestore, 'visitor-two').addDocument(PRESCRIPTION_UPLOADS, {
      ...announced,
      size: 1_000,
    });
    const counter = await getDoc(doc(firestore.admin, SUBMISSION_QUOTA, PRESCRIPTION_UPLOADS));
    expect(counter.get('bytes')).toBe(813_345);
  });

  it('refuses an upload, as busy, that the hour’s bytes have no room for, and takes a smaller one', async () => {
    await setDoc(doc(firestore.admin, SUBMISSION_QUOTA, PRESCRIPTION_UPLOADS), {
      windowStart: Timestamp.now(),
      count: 40,
      bytes: UPLOAD_BYTES_PER_WINDOW - 500_000,
      lastId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    const photo = (size: number) => ({
      title: 'Mita Das',
      mobile: '9876543210',
      extension: 'jpg',
      contentType: 'image/jpeg',
      size,
    });
    const refused = await current.source
      ?.addDocument(PRESCRIPTION_UPLOADS, photo(500_001))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect(failureOf(refused)).toBe('busy');
    expect(await documents(PRESCRIPTION_UPLOADS)).toEqual([]);
    await current.source?.addDocument(PRESCRIPTION_UPLOADS, photo(500_000));
    expect(await documents(PRESCRIPTION_UPLOADS)).toEqual([photo(500_000)]);
  });
});
