import { collection, getDocs } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreDataSource } from '../../src/data/adapters/firestore';
import type { DataSource } from '../../src/data/data-source';
import { addFeedback, addHomeSampleEnquiry } from '../../src/data/submissions';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  parseForm,
  type FormSchema,
} from '../../src/features/contact/validation';
import {
  connectTestFirestore,
  type TestFirestore,
} from '../support/firestore-emulator/test-firestore';

/**
 * What the two forms send, end to end below the React layer: the form's checks, the data module,
 * the Firestore adapter (Firestore Lite, as in the browser) and the official emulator, which
 * enforces firestore.rules as production does.
 */

const current = vi.hoisted(() => ({ source: undefined as DataSource | undefined }));

vi.mock('../../src/data/select-data-source', () => ({
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

  const documents = async (name: string) =>
    (await getDocs(collection(firestore.admin, name))).docs.map((snapshot) => snapshot.data());

  beforeEach(() => {
    firestore = connectTestFirestore();
    current.source = createFirestoreDataSource(firestore.db);
  });

  afterEach(async () => {
    current.source = undefined;
    await firestore.cleanup();
  });

  it('stores a home sample enquiry in Home-Sample-Enquiry with exactly the spec’s keys', async () => {
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

  it('stores a feedback in Customer_Feedback with exactly the spec’s keys', async () => {
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
    const typed = {
      title: 'Mita Das',
      mobile: '9876543210',
      pin: '741101',
      city: 'Krishnanagar',
      enquiry: 'CBC',
    };
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, typed));
    await addHomeSampleEnquiry(checked(homeSampleEnquirySchema, { ...typed, enquiry: 'ESR' }));

    const stored = await documents('Home-Sample-Enquiry');
    expect(stored.map(({ enquiry }) => enquiry as string).sort()).toEqual(['CBC', 'ESR']);
  });
});
