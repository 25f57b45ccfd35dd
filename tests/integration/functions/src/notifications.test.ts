import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  noticeFor,
  recordFromDocument,
  recordFromUpload,
  type NotifiedRecord,
  type SendEmail,
} from '../../../../functions/src/notices';
import {
  DEFAULT_MONTHLY_ALLOWANCE,
  DIGEST_LISTED,
  emailLimitsFor,
  NOTIFY_PER_HOUR,
  type EmailLimits,
} from '../../../../functions/src/email-limits';
import {
  notifyCentre as notifyCentreOf,
  sendDigest,
} from '../../../../functions/src/notifications';
import { EXPIRY_CAP_DAYS, RETENTION_DAYS } from '../../../../src/shared/collections';
import { centreMailbox } from '../../../support/centre-mailbox';
import { enquiry as storedEnquiry } from '../../../support/fixtures/submissions';

/**
 * The centre's e-mails about new records, against the official Firestore emulator, with EmailJS
 * answered by a stand-in server at the network edge: what is posted is what EmailJS would get.
 * (The triggers themselves run end to end in the Firebase-mode suite.)
 */

const centre = centreMailbox(['Notifications', 'Home-Sample-Enquiry']);

/** A home sample enquiry as the site stores it. */
const enquiry = storedEnquiry.stored;

/** What the trigger does with a record: its notice, e-mailed. */
const notifyCentre = (
  firestore: Firestore,
  record: NotifiedRecord,
  sendEmail: SendEmail,
  now?: Date,
  limits?: EmailLimits,
) => notifyCentreOf(firestore, noticeFor(record), sendEmail, now, limits);

/** Stores an enquiry as a visitor's form would, and what the trigger makes of it. */
async function storeEnquiry(fields = enquiry, at = new Date('2026-11-24T05:30:00Z')) {
  const ref = await centre.db.collection('Home-Sample-Enquiry').add(fields);
  const record = recordFromDocument('Home-Sample-Enquiry', ref.id, fields, at, centre.projectId);
  if (record === null) throw new Error('not a notified collection');
  return { ref, record };
}

describe('the e-mail about a new record', () => {
  it('sends exactly one request with what was asked, whom to call, where, and when in India time', async () => {
    const { ref, record } = await storeEnquiry();

    expect(await notifyCentre(centre.db, record, centre.send)).toBe('sent');

    expect(centre.emailJs.posted).toHaveLength(1);
    const [request] = centre.emailJs.posted;
    expect(request).toMatchObject({
      service_id: 'service_lab',
      template_id: 'template_enquiry',
      user_id: 'public-key',
      accessToken: 'private-key',
    });
    // The recipient is the template's, fixed in EmailJS; no parameter could send elsewhere.
    expect(Object.keys(request?.template_params ?? {}).sort()).toEqual([
      'message',
      'message_html',
      'subject',
    ]);
    expect(request?.template_params.subject).toBe(
      'Home sample collection request: Mita Das, 9876543210',
    );
    const message = request?.template_params.message ?? '';
    expect(message).toContain('24 Nov 2026, 11:00 am (India time)');
    expect(message).toContain('Mobile: 9876543210 tel:+919876543210');
    expect(message).toContain('PIN: 741101');
    expect(message).toContain('City: Krishnanagar');
    expect(message).toContain('Thyroid profile');
    expect(message).toContain(`~2FHome-Sample-Enquiry~2F${ref.id}`);
    // The template's HTML body: the number and the record a tap away, the visitor's text escaped.
    const html = request?.template_params.message_html ?? '';
    expect(html).toContain('<a href="tel:+919876543210">tel:+919876543210</a>');
    expect(html).toMatch(/<a href="https:\/\/console\.firebase\.google\.com\/[^"]+">/);
  });

  it('escapes what the visitor typed in the HTML body', async () => {
    const { record } = await storeEnquiry({ ...enquiry, enquiry: '<b>CBC</b> & "lipid"' });
    await notifyCentre(centre.db, record, centre.send);

    expect(centre.emailJs.posted[0]?.template_params.message_html).toContain(
      '&lt;b&gt;CBC&lt;/b&gt; &amp; &quot;lipid&quot;',
    );
  });

  it('sends nothing more when the same event comes again', async () => {
    const { record } = await storeEnquiry();
    await notifyCentre(centre.db, record, centre.send);

    expect(await notifyCentre(centre.db, record, centre.send)).toBe('already sent');
    expect(centre.emailJs.posted).toHaveLength(1);
  });

  it('names a feedback sender and a prescription from its metadata', async () => {
    const feedback = recordFromDocument(
      'Customer_Feedback',
      'abc',
      {
        title: 'Asha Roy',
        mobile: '9830012345',
        emailaddress: 'asha@example.com',
        enquiry: 'Report came late',
      },
      new Date('2026-11-24T05:30:00Z'),
      centre.projectId,
    );
    const upload = recordFromUpload(
      'prescription/AbCdEfGhIjKlMnOpQrSt.pdf',
      { title: 'Rina Sen', mobile: '9123456780', originalName: 'rx.pdf' },
      new Date('2026-11-24T05:31:00Z'),
      centre.projectId,
      'demo-bucket',
    );
    expect(recordFromUpload('other/file.pdf', {}, new Date(), centre.projectId, 'b')).toBeNull();
    expect(recordFromDocument('Labtest', 'x', {}, new Date(), centre.projectId)).toBeNull();

    await notifyCentre(centre.db, feedback!, centre.send);
    await notifyCentre(centre.db, upload!, centre.send);

    expect(centre.emailJs.posted.map((request) => request.template_params.subject)).toEqual([
      'Feedback: Asha Roy, 9830012345',
      'Prescription uploaded: Rina Sen, 9123456780',
    ]);
    expect(centre.emailJs.posted[0]?.template_params.message).toContain('E-mail: asha@example.com');
    expect(centre.emailJs.posted[1]?.template_params.message).toContain(
      'storage/demo-bucket/files/~2Fprescription~2FAbCdEfGhIjKlMnOpQrSt.pdf',
    );
  });

  it('tells of a home visit request by its form’s own fields: whom to call, where, which tests', async () => {
    const visit = {
      from_name: 'Asha Roy',
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC, lipid profile',
      status: 'Available',
    };
    const record = recordFromDocument(
      'Home-Visit-Request',
      'AbCdEfGhIjKlMnOpQrSt',
      visit,
      new Date('2026-11-24T05:30:00Z'),
      centre.projectId,
    );

    expect(await notifyCentre(centre.db, record!, centre.send)).toBe('sent');
    expect(await notifyCentre(centre.db, record!, centre.send)).toBe('already sent');

    expect(centre.emailJs.posted).toHaveLength(1);
    const params = centre.emailJs.posted[0]?.template_params;
    expect(params?.subject).toBe('Home visit request: Asha Roy, 9830012345');
    const message = params?.message ?? '';
    expect(message).toContain('Name: Asha Roy');
    expect(message).toContain('Mobile: 9830012345 tel:+919830012345');
    expect(message).toContain('City: Krishnanagar');
    expect(message).toContain('CBC, lipid profile');
    expect(message).toContain('~2FHome-Visit-Request~2FAbCdEfGhIjKlMnOpQrSt');
  });
});

describe('a burst', () => {
  it(`of 100 records sends ${NOTIFY_PER_HOUR} e-mails in its hour and one digest of the rest a minute after it began`, async () => {
    const start = new Date('2026-11-24T05:30:00Z');
    const records = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        storeEnquiry({ ...enquiry, title: `Visitor ${index + 1}` }, start),
      ),
    );
    const outcomes: string[] = [];
    for (const { record } of records)
      outcomes.push(await notifyCentre(centre.db, record, centre.send, start));

    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(NOTIFY_PER_HOUR);
    expect(centre.emailJs.posted).toHaveLength(NOTIFY_PER_HOUR);
    // Not before the minute is over.
    expect(
      (
        await sendDigest(
          centre.db,
          centre.send,
          centre.projectId,
          new Date(start.getTime() + 30_000),
        )
      ).digested,
    ).toBe(0);

    expect(
      await sendDigest(
        centre.db,
        centre.send,
        centre.projectId,
        new Date(start.getTime() + 61_000),
      ),
    ).toEqual({
      digested: 100 - NOTIFY_PER_HOUR,
      outcome: 'sent',
    });
    expect(centre.emailJs.posted).toHaveLength(NOTIFY_PER_HOUR + 1);
    const digest = centre.emailJs.posted.at(-1)?.template_params;
    expect(digest?.subject).toBe(
      `${100 - NOTIFY_PER_HOUR} more records came in while e-mails were paused`,
    );
    expect(digest?.message).toContain('Visitor 100, tel:+919876543210');
    // Sent once.
    expect(
      (
        await sendDigest(
          centre.db,
          centre.send,
          centre.projectId,
          new Date(start.getTime() + 122_000),
        )
      ).digested,
    ).toBe(0);
    expect(centre.emailJs.posted).toHaveLength(NOTIFY_PER_HOUR + 1);
  });
});

describe('a flood all day', () => {
  it('sends at most 20 e-mails an hour and the day’s share of the monthly allowance, one digest an hour with the console', async () => {
    expect(emailLimitsFor(DEFAULT_MONTHLY_ALLOWANCE).perDay).toBeLessThanOrEqual(
      DEFAULT_MONTHLY_ALLOWANCE / 30,
    );
    // A plan of 900 e-mails a month: 30 a day.
    const limits = emailLimitsFor(900);
    expect(limits.perDay).toBe(30);
    const start = new Date('2026-11-24T00:00:00Z');
    const STEP = 90_000;
    const sentBy: number[] = [];
    // A record every minute and a half for three hours (120), the digest's run with each.
    for (let step = 0; step < 120; step += 1) {
      const at = new Date(start.getTime() + step * STEP);
      const { record } = await storeEnquiry({ ...enquiry, title: `Visitor ${step}` }, at);
      await notifyCentre(centre.db, record, centre.send, at, limits);
      await sendDigest(centre.db, centre.send, centre.projectId, at, limits);
      sentBy.push(centre.emailJs.posted.length);
    }
    // 40 steps an hour: the first hour's e-mails, and the day's.
    expect(sentBy[39]).toBeLessThanOrEqual(NOTIFY_PER_HOUR + 1);
    expect(sentBy.at(-1)).toBe(limits.perDay);
    const digests = centre.emailJs.posted.filter(({ template_params }) =>
      /more records came in/.test(template_params.subject),
    );
    expect(digests.length).toBeGreaterThan(0);
    expect(digests.length).toBeLessThanOrEqual(3);
    for (const { template_params } of digests) {
      const listed = template_params.message.split('\n').filter((line) => /Visitor \d+/.test(line));
      expect(listed.length).toBeLessThanOrEqual(DIGEST_LISTED);
      expect(template_params.message).toContain(
        `https://console.firebase.google.com/project/${centre.projectId}/firestore/databases/-default-/data`,
      );
    }
  }, 240_000);
});

describe('what the e-mail log keeps', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it(`expires with the records, ${RETENTION_DAYS} days on, and keeps no names once sent`, async () => {
    const start = new Date('2026-11-24T05:30:00Z');
    for (let index = 0; index <= NOTIFY_PER_HOUR; index += 1) {
      const { record } = await storeEnquiry({ ...enquiry, title: `Visitor ${index}` }, start);
      await notifyCentre(centre.db, record, centre.send, start);
    }
    const log = await centre.db.collection('Notifications').get();
    // Every entry, the counter among them, is deleted by the TTL policy on expiresAt.
    for (const entry of log.docs) {
      expect(entry.get('expiresAt').toMillis(), entry.id).toBe(
        start.getTime() + EXPIRY_CAP_DAYS * DAY,
      );
    }
    const held = () => centre.db.collection('Notifications').doc('_quota').get();
    expect((await held()).get('held')).toHaveLength(1);
    expect(JSON.stringify((await held()).data())).toContain(`Visitor ${NOTIFY_PER_HOUR}`);

    await sendDigest(centre.db, centre.send, centre.projectId, new Date(start.getTime() + 61_000));
    // The digest sent, no name or mobile is left in the log.
    const after = await centre.db.collection('Notifications').get();
    expect(after.docs.map((entry) => entry.id)).not.toContain('_digest');
    expect(JSON.stringify(after.docs.map((entry) => entry.data()))).not.toMatch(
      /Visitor|9876543210/,
    );
  });
});

describe('a provider error', () => {
  it('that passes (503) is recorded for the sweep, not thrown, and leaves the record as it came', async () => {
    const { ref, record } = await storeEnquiry();
    centre.emailJs.answers.push(503);

    expect(await notifyCentre(centre.db, record, centre.send)).toBe('failed');
    const entry = (
      await centre.db.collection('Notifications').doc(`homeSampleEnquiry:${record.id}`).get()
    ).data();
    expect(entry).toMatchObject({ state: 'failed', key: `homeSampleEnquiry:${record.id}` });
    expect(entry?.error).toContain('EmailJS answered 503');
    // Kept whole for the sweep to centre.send again, names and mobile included.
    expect(entry?.email.subject).toBe('Home sample collection request: Mita Das, 9876543210');

    expect(await notifyCentre(centre.db, record, centre.send)).toBe('sent');
    expect(await notifyCentre(centre.db, record, centre.send)).toBe('already sent');
    expect(centre.emailJs.posted).toHaveLength(2);
    expect((await ref.get()).data()).toEqual(enquiry);
    // Sent: the names and mobile leave the entry.
    expect(
      Object.keys(
        (
          await centre.db.collection('Notifications').doc(`homeSampleEnquiry:${record.id}`).get()
        ).data() ?? {},
      ).sort(),
    ).toEqual(['at', 'expiresAt', 'state']);
  });

  it.each([400, 401, 403, 422])(
    'that is final (%i) is flagged and never sent again',
    async (status) => {
      const { record } = await storeEnquiry();
      centre.emailJs.answers.push(status);

      expect(await notifyCentre(centre.db, record, centre.send)).toBe('refused');
      expect(await notifyCentre(centre.db, record, centre.send)).toBe('refused');
      expect(centre.emailJs.posted).toHaveLength(1);
      expect(
        (
          await centre.db.collection('Notifications').doc(`homeSampleEnquiry:${record.id}`).get()
        ).get('state'),
      ).toBe('final');
    },
  );

  it('makes a failed digest a notice of its own, for the sweep, and lets the next digest go', async () => {
    const start = new Date('2026-11-24T05:30:00Z');
    for (let index = 0; index <= NOTIFY_PER_HOUR; index += 1) {
      const { record } = await storeEnquiry({ ...enquiry, title: `Visitor ${index}` }, start);
      await notifyCentre(centre.db, record, centre.send, start);
    }
    centre.emailJs.answers.push(500);
    const later = new Date(start.getTime() + 61_000);

    expect(await sendDigest(centre.db, centre.send, centre.projectId, later)).toEqual({
      digested: 0,
      outcome: 'failed',
    });
    expect((await centre.db.collection('Notifications').doc('_digest').get()).exists).toBe(false);
    const failed = await centre.db.collection('Notifications').where('state', '==', 'failed').get();
    expect(failed.docs.map((document) => document.get('key'))).toEqual([
      `digest:${later.getTime()}`,
    ]);
    expect(failed.docs[0]?.get('email.message')).toContain(
      `Visitor ${NOTIFY_PER_HOUR}, tel:+919876543210`,
    );
  });

  it('sends a digest once however the runs overlap, and keeps what was held meanwhile for the next', async () => {
    const start = new Date('2026-11-24T05:30:00Z');
    const hold = async (count: number, at: Date) => {
      for (let index = 0; index < count; index += 1) {
        const { record } = await storeEnquiry({ ...enquiry, title: `Visitor ${index}` }, at);
        await notifyCentre(centre.db, record, centre.send, at);
      }
    };
    await hold(NOTIFY_PER_HOUR + 3, start);
    const later = new Date(start.getTime() + 61_000);
    let release = () => {};
    const slowSend: SendEmail = async (email) => {
      await new Promise<void>((resolve) => (release = resolve));
      await centre.send(email);
    };

    const first = sendDigest(centre.db, slowSend, centre.projectId, later);
    const claim = centre.db.collection('Notifications').doc('_digest');
    await expect.poll(async () => (await claim.get()).exists).toBe(true);
    // A second run while the first is sending, and more records held meanwhile.
    expect(
      (
        await sendDigest(
          centre.db,
          centre.send,
          centre.projectId,
          new Date(later.getTime() + 5_000),
        )
      ).digested,
    ).toBe(0);
    await hold(2, new Date(later.getTime() + 5_000));
    release();
    expect((await first).digested).toBe(3);

    // One digest an hour: what was held meanwhile waits for the next.
    const nextHour = new Date(later.getTime() + 60 * 60_000);
    expect(
      (
        await sendDigest(
          centre.db,
          centre.send,
          centre.projectId,
          new Date(later.getTime() + 70_000),
        )
      ).digested,
    ).toBe(0);
    expect((await sendDigest(centre.db, centre.send, centre.projectId, nextHour)).digested).toBe(2);
    const digests = centre.emailJs.posted.filter(({ template_params }) =>
      /more records/.test(template_params.subject),
    );
    expect(digests.map(({ template_params }) => template_params.subject)).toEqual([
      '3 more records came in while e-mails were paused',
      '2 more records came in while e-mails were paused',
    ]);
  });

  it('an event delivered again while its e-mail is on its way throws, and its retry finds it sent', async () => {
    const { record } = await storeEnquiry();
    const at = new Date('2026-11-24T05:30:00Z');
    let release = () => {};
    const slowSend: SendEmail = async (email) => {
      await new Promise<void>((resolve) => (release = resolve));
      await centre.send(email);
    };
    const first = notifyCentre(centre.db, record, slowSend, at);
    // Once the first has claimed the record and is sending.
    const log = centre.db.collection('Notifications').doc(`homeSampleEnquiry:${record.id}`);
    await expect.poll(async () => (await log.get()).get('state')).toBe('sending');

    await expect(
      notifyCentre(centre.db, record, centre.send, new Date(at.getTime() + 5_000)),
    ).rejects.toThrow('being sent');
    release();
    expect(await first).toBe('sent');
    expect(
      await notifyCentre(centre.db, record, centre.send, new Date(at.getTime() + 30_000)),
    ).toBe('already sent');
    expect(centre.emailJs.posted).toHaveLength(1);
  });
});
