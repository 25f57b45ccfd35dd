import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { noticeFor, recordFromDocument } from '../../../../functions/src/notices';
import { NOTIFY_PER_HOUR } from '../../../../functions/src/email-limits';
import { notifyCentre, sendDigest } from '../../../../functions/src/notifications';
import { ALARM_AFTER_MS, sweepNotifications } from '../../../../functions/src/sweep';
import { packItems } from '../../../../src/shared/admin/packed-items';
import {
  CONFIRMATION_BOUND_HOURS,
  SNAPSHOT_FORMAT,
} from '../../../../src/shared/published-catalogue';
import { fakeBucket } from '../../../support/fake-bucket';
import { prescriptionFiles } from '../../../support/fixtures/prescription-files';
import { centreMailbox } from '../../../support/centre-mailbox';
import { enquiry as storedEnquiry } from '../../../support/fixtures/submissions';

/**
 * The sweep every 15 minutes, called as its schedule calls it, against the official Firestore
 * emulator with EmailJS answered by the stand-in and the prescriptions' bucket in memory.
 */

const centre = centreMailbox([
  'Notifications',
  'Home-Sample-Enquiry',
  'Prescription-Upload',
  'PublishedCatalogue',
]);
const MINUTE = 60_000;
const start = new Date('2026-11-24T05:30:00Z');
const minutesOn = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

/** A home sample enquiry as the site stores it. */
const enquiry = storedEnquiry.stored;

/** A visitor's enquiry, stored at `at` as the rules store it, and its e-mail tried then. */
async function enquiryNotified(at: Date, fields = enquiry) {
  const ref = await centre.db
    .collection('Home-Sample-Enquiry')
    .add({ ...fields, createdAt: Timestamp.fromDate(at) });
  const record = recordFromDocument('Home-Sample-Enquiry', ref.id, fields, at, centre.projectId);
  if (record === null) throw new Error('not a notified collection');
  const notice = noticeFor(record);
  return { notice, outcome: await notifyCentre(centre.db, notice, centre.send, at) };
}

/** A prescription announced at the start, as the site adds its record before sending the file. */
const announceUpload = (extension: string, contentType: string) =>
  centre.db
    .collection('Prescription-Upload')
    .doc('AbCdEfGhIjKlMnOpQrSt')
    .set({
      title: 'Rina Sen',
      mobile: '9123456780',
      extension,
      contentType,
      createdAt: Timestamp.fromDate(start),
    });

const sweep = (at: Date, storage = fakeBucket()) =>
  sweepNotifications({ ...centre, bucket: storage.bucket, now: at });

const stateOf = async (key: string) =>
  (await centre.db.collection('Notifications').doc(key.replace(/\//g, '|')).get()).get('state');

/** The alarms written for Cloud Monitoring, as the lines Cloud Logging reads. */
function alarmsLogged() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () =>
    error.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

const subjects = () => centre.emailJs.posted.map(({ template_params }) => template_params.subject);

describe('the sweep', () => {
  it('sends again an e-mail that failed for a passing reason (503), once', async () => {
    centre.emailJs.answers.push(503);
    const { notice, outcome } = await enquiryNotified(start);
    expect(outcome).toBe('failed');

    expect(await sweep(minutesOn(15))).toMatchObject({ resent: [notice.key], alarmed: [] });
    expect(await stateOf(notice.key)).toBe('sent');
    expect(await sweep(minutesOn(30))).toMatchObject({ resent: [], told: [] });
    expect(subjects()).toEqual([
      'Home sample collection request: Mita Das, 9876543210',
      'Home sample collection request: Mita Das, 9876543210',
    ]);
  });

  it('never sends again one EmailJS refused for good (400), and raises the alarm about it once', async () => {
    const alarms = alarmsLogged();
    centre.emailJs.answers.push(400);
    const { notice, outcome } = await enquiryNotified(start);
    expect(outcome).toBe('refused');

    expect(await sweep(minutesOn(15))).toMatchObject({ resent: [], alarmed: [notice.key] });
    expect(await sweep(minutesOn(30))).toMatchObject({ resent: [], alarmed: [] });
    expect(centre.emailJs.posted).toHaveLength(1);
    expect(await stateOf(notice.key)).toBe('final');
    expect(alarms()).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        alarm: 'notifications-failing',
        notices: [notice.key],
        errors: [expect.stringContaining('EmailJS answered 400')],
      }),
    ]);
  });

  it('reads about 200 documents a run whatever the backlog: only entries due an alarm, 50 at a time, and drops a refused e-mail once named', async () => {
    alarmsLogged();
    const log = centre.db.collection('Notifications');
    const entry = (index: number) => ({
      state: 'final',
      at: Timestamp.fromDate(start),
      expiresAt: Timestamp.fromDate(minutesOn(60 * 24 * 80)),
      key: `homeSampleEnquiry:old-${index}`,
      line: `- Visitor ${index}`,
      email: { subject: `Visitor ${index}`, message: '9876543210', messageHtml: '' },
      error: 'EmailJS answered 400',
    });
    // 400 already named, 120 still to name.
    for (let first = 0; first < 520; first += 260) {
      const batch = centre.db.batch();
      for (let index = first; index < first + 260; index += 1) {
        batch.set(
          log.doc(`homeSampleEnquiry:old-${index}`),
          index < 400
            ? { ...entry(index), alarmedAt: Timestamp.fromDate(start) }
            : { ...entry(index), alarmDueAt: Timestamp.fromDate(start) },
        );
      }
      await batch.commit();
    }
    const query = Object.getPrototypeOf(log.limit(1)) as {
      get: (this: unknown) => Promise<{ size: number }>;
    };
    const get = query.get;
    let read = 0;
    const counting = vi.spyOn(query, 'get').mockImplementation(async function (this: unknown) {
      const snapshot = await get.call(this);
      read += snapshot.size;
      return snapshot;
    });
    try {
      const named = [];
      for (const at of [15, 30, 45]) {
        read = 0;
        named.push((await sweep(minutesOn(at))).alarmed.length);
        expect(read, `the sweep at ${at} minutes`).toBeLessThanOrEqual(200);
        expect(read).toBeGreaterThan(0);
      }
      expect(named).toEqual([50, 50, 20]);
    } finally {
      counting.mockRestore();
    }
    const named = await log.doc('homeSampleEnquiry:old-450').get();
    expect(named.get('alarmedAt')).toBeDefined();
    expect(named.get('email')).toBeUndefined();
  });

  it(`raises the alarm when e-mails have failed for ${ALARM_AFTER_MS / MINUTE} minutes, and not before`, async () => {
    const alarms = alarmsLogged();
    centre.emailJs.answers.push(503, 503, 503);
    const { notice } = await enquiryNotified(start);

    expect((await sweep(minutesOn(15))).alarmed).toEqual([]);
    expect((await sweep(minutesOn(30))).alarmed).toEqual([notice.key]);
    expect(alarms()).toHaveLength(1);
    // EmailJS is back: the next sweep sends it.
    expect((await sweep(minutesOn(45))).resent).toEqual([notice.key]);
    expect(await stateOf(notice.key)).toBe('sent');
  });

  it(`sends again after an outage no more than ${NOTIFY_PER_HOUR} an hour, the rest in the digest`, async () => {
    const count = NOTIFY_PER_HOUR + 5;
    centre.emailJs.answers.push(...Array.from({ length: count }, () => 503));
    for (let index = 0; index < count; index += 1) {
      // One an hour, each in an hour of its own: every one is sent, and fails.
      await enquiryNotified(minutesOn(index * 60), { ...enquiry, title: `Visitor ${index}` });
    }
    expect(centre.emailJs.posted).toHaveLength(count);

    const { resent } = await sweep(minutesOn(count * 60 + 15));
    expect(resent).toHaveLength(count);
    expect(centre.emailJs.posted).toHaveLength(count + NOTIFY_PER_HOUR);
    await sendDigest(centre.db, centre.send, centre.projectId, minutesOn(count * 60 + 17));
    expect(subjects().at(-1)).toBe('5 more records came in while e-mails were paused');
  });

  it('tells staff of an upload whose file never came: the name, the mobile, "file missing"', async () => {
    await announceUpload('jpg', 'image/jpeg');

    // Within the hour its file may still come.
    expect((await sweep(minutesOn(45))).told).toEqual([]);
    expect((await sweep(minutesOn(90))).told).toEqual([
      'prescription:prescription/AbCdEfGhIjKlMnOpQrSt.jpg',
    ]);
    expect(await sweep(minutesOn(105))).toMatchObject({ told: [] });
    expect(subjects()).toEqual([
      'Prescription uploaded (file missing: the upload never arrived; call to ask for it again): ' +
        'Rina Sen, 9123456780',
    ]);
    expect(centre.emailJs.posted[0]?.template_params.message).toContain(
      'Mobile: 9123456780 tel:+919123456780',
    );
    expect(centre.emailJs.posted[0]?.template_params.message).toContain(
      '~2FPrescription-Upload~2FAbCdEfGhIjKlMnOpQrSt',
    );
  });

  it('checks and tells of an upload whose file came but whose own event was lost', async () => {
    const storage = fakeBucket();
    storage.put('prescription/AbCdEfGhIjKlMnOpQrSt.pdf', prescriptionFiles.pdf, {
      contentType: 'application/pdf',
    });
    await announceUpload('pdf', 'application/pdf');

    await sweep(minutesOn(90), storage);
    expect(subjects()).toEqual(['Prescription uploaded: Rina Sen, 9123456780']);
    expect(storage.files.get('prescription/AbCdEfGhIjKlMnOpQrSt.pdf')?.metadata).toEqual({
      contentType: 'application/pdf',
      metadata: {},
    });
  });

  it('tells of an upload already quarantined, whose notice was lost, as quarantined, not missing', async () => {
    const storage = fakeBucket();
    storage.put('quarantine/prescription/AbCdEfGhIjKlMnOpQrSt.jpg', [0x4d, 0x5a, 0x90, 0x00], {
      contentType: 'image/jpeg',
    });
    await announceUpload('jpg', 'image/jpeg');

    await sweep(minutesOn(90), storage);
    expect(subjects()).toEqual([
      'Prescription uploaded (file quarantined: its first bytes are not a photo or a PDF, ' +
        'but it was sent as a JPEG photo; do not open it): Rina Sen, 9123456780',
    ]);
    expect(centre.emailJs.posted[0]?.template_params.message).toContain(
      'files/~2Fquarantine~2Fprescription~2FAbCdEfGhIjKlMnOpQrSt.jpg',
    );
  });

  it('tells staff of a record whose event never reached the function', async () => {
    await centre.db
      .collection('Home-Sample-Enquiry')
      .add({ ...enquiry, createdAt: Timestamp.fromDate(start) });

    await sweep(minutesOn(15));
    expect(subjects()).toEqual(['Home sample collection request: Mita Das, 9876543210']);
  });

  it(`tells staff once of a published list not confirmed for ${CONFIRMATION_BOUND_HOURS} hours, and raises the alarm`, async () => {
    const alarms = alarmsLogged();
    const confirmed = Timestamp.fromDate(start);
    await centre.db
      .collection('PublishedCatalogue')
      .doc('Labtest')
      .set({
        format: SNAPSHOT_FORMAT,
        items: packItems({}),
        publishedAt: confirmed,
        followedSince: confirmed,
        updatedAt: confirmed,
        confirmedAt: confirmed,
        staleSince: null,
      });

    expect((await sweep(minutesOn(CONFIRMATION_BOUND_HOURS * 60))).told).toEqual([]);
    expect((await sweep(minutesOn(CONFIRMATION_BOUND_HOURS * 60 + 15))).told).toEqual([
      `unconfirmed:Labtest:${start.getTime()}`,
    ]);
    expect((await sweep(minutesOn(CONFIRMATION_BOUND_HOURS * 60 + 30))).told).toEqual([]);
    expect(subjects()).toEqual(['Prices not confirmed: the Labtest list']);
    expect(centre.emailJs.posted[0]?.template_params.message).toContain(
      'has not been confirmed since 24 Nov 2026, 11:00 am (India time)',
    );
    expect(alarms()).toEqual([
      expect.objectContaining({ alarm: 'catalogue-unconfirmed', list: 'Labtest' }),
    ]);
  });
});
