import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendHomeVisitRequest } from '../../../../src/data/home-visit';
import { uploadPrescription } from '../../../../src/data/prescriptions';
import { addFeedback, addHomeSampleEnquiry } from '../../../../src/data/submissions';
import { SEND_TIMEOUT_MS, SendTimeoutError } from '../../../../src/data/source/time-box';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import { enquiryFields } from '../../../support/fixtures/submissions';

/**
 * A send that never answers (a mobile connection that drops mid-request) ends after 20 s with a
 * SendTimeoutError, which every form shows as its failure message with the phone number.
 */

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
const emailJs = vi.hoisted(() => ({ sendForm: vi.fn() }));
vi.mock('@emailjs/browser', () => emailJs);

const never = () => new Promise<never>(() => undefined);

/** Resolves with what `sending` settled to once the clock has run `ms` further. */
async function after<T>(ms: number, sending: Promise<T>) {
  const outcome = sending.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return Promise.race([outcome, Promise.resolve('still waiting' as const)]);
}

describe('a send that never answers', () => {
  beforeEach(() => {
    resetFakeSource();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a home sample enquiry or a feedback after 20 s, not before', async () => {
    fakeSource.addDocument.mockImplementation(never);
    const sending = addHomeSampleEnquiry(enquiryFields);
    expect(await after(SEND_TIMEOUT_MS - 100, sending)).toBe('still waiting');
    expect(await after(100, sending)).toEqual({ error: expect.any(SendTimeoutError) });
    const feedback = addFeedback({
      title: 'Rahul Sen',
      mobile: '9123456789',
      emailaddress: 'rahul@example.com',
      lastvisit: 'Station Road',
      enquiry: 'Thanks',
    });
    expect(await after(SEND_TIMEOUT_MS, feedback)).toEqual({ error: expect.any(SendTimeoutError) });
  });

  it('fails a prescription upload whose announcement gets no answer', async () => {
    fakeSource.addDocument.mockImplementation(never);
    const pdf = new File(['%PDF-1.7 ...'], 'rx.pdf', { type: 'application/pdf' });
    expect(
      await after(
        SEND_TIMEOUT_MS,
        uploadPrescription(pdf, { title: 'Mita Das', mobile: '9876543210' }),
      ),
    ).toEqual({
      error: expect.any(SendTimeoutError),
    });
    expect(fakeSource.uploadFile).not.toHaveBeenCalled();
  });

  it('fails a home-visit request e-mailed with EmailJS after 20 s', async () => {
    emailJs.sendForm.mockImplementation(never);
    const sending = sendHomeVisitRequest(
      {
        from_name: 'Asha Roy',
        from_mobile: '9830012345',
        from_city: 'Nadia',
        from_labtestname: 'CBC',
      },
      { serviceId: 's', templateId: 't', publicKey: 'k' },
    );
    expect(await after(SEND_TIMEOUT_MS, sending)).toEqual({
      error: expect.any(SendTimeoutError),
    });
  });
});
