import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressSender, answerSendForm } from '../../../../functions/src/send-form';
import {
  SENDER_LIMIT_PER_WINDOW,
  SENDER_QUOTA,
  senderQuotaId,
  SUBMISSION_QUOTA,
  submissionCollections,
} from '../../../../src/shared/collections';
import { CEILING_PER_WINDOW } from '../../../../src/shared/ceilings';
import { enquiryFields, onlineFeedback } from '../../../support/fixtures/submissions';
import { adminFirestore, staffProject } from '../../../support/staff-tools';

/**
 * The function behind /api/send/… on the official Firestore emulator: a form sent without the
 * app is checked, stored with the app's keys and counters, refused past the same limits, and
 * answered with a page. (Through Hosting with JavaScript off: tests/e2e/hosting/no-script-forms.)
 */

const at = new Date('2026-11-25T10:30:00Z');
const ENQUIRIES = submissionCollections.homeSampleEnquiry.name;
const FEEDBACK = submissionCollections.feedback.name;
const HOME_VISITS = submissionCollections.homeVisit.name;
const typedEnquiry = {
  title: ' Mita Das ',
  mobile: '+91 98765 43210',
  pin: '741 101',
  city: 'Krishnanagar',
  enquiry: 'Thyroid profile',
};

let db: Firestore;
beforeEach(() => {
  db = adminFirestore(staffProject());
});

interface Answer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

async function post(
  path: string,
  body: Record<string, string>,
  {
    method = 'POST',
    now = at,
    headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } as Record<string, string>,
  } = {},
): Promise<Answer> {
  const answer: Answer = { status: 0, html: '', headers: {} };
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    set(header: string, value: string) {
      answer.headers[header.toLowerCase()] = value;
      return response;
    },
    send(html: string) {
      answer.html = html;
    },
  };
  await answerSendForm(
    db,
    { method, path, body, ip: '127.0.0.1', get: (name) => headers[name.toLowerCase()] },
    response,
    now,
  );
  return answer;
}

const records = async (collection: string) =>
  (await db.collection(collection).get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));

describe('a home sample enquiry sent without the app', () => {
  it('is stored as the app stores it, with its two counters, and answered with what was received', async () => {
    const answer = await post('/api/send/home-sample-enquiry', {
      ...typedEnquiry,
      language: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.html).toContain('We have received it. Thank you.');
    expect(answer.html).toContain('<dd>9876543210</dd>');

    const [record, ...more] = await records(ENQUIRIES);
    expect(more).toEqual([]);
    expect(record?.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const { createdAt, expiresAt, ...fields } = record?.data ?? {};
    expect(fields).toEqual({ ...enquiryFields, status: 'Available' });
    expect((createdAt as Timestamp).toDate()).toEqual(at);
    expect((expiresAt as Timestamp).toDate()).toEqual(new Date('2027-02-23T10:30:00Z'));

    const sender = senderQuotaId(ENQUIRIES, addressSender(ENQUIRIES, '203.0.113.7'));
    expect((await db.collection(SENDER_QUOTA).doc(sender).get()).data()).toEqual({
      windowStart: Timestamp.fromDate(at),
      count: 1,
      lastId: record?.id,
      expiresAt,
    });
    expect((await db.collection(SUBMISSION_QUOTA).doc(ENQUIRIES).get()).data()).toEqual({
      windowStart: Timestamp.fromDate(at),
      count: 1,
      lastId: record?.id,
    });
    // The address is kept only as a hash.
    expect(sender).not.toContain('203.0.113.7');
  });

  it('answers in Bengali for a Bengali page, by its field or the page it came from', async () => {
    expect(
      (await post('/api/send/home-sample-enquiry', { ...typedEnquiry, language: 'bn' })).html,
    ).toContain('আমরা পেয়েছি। ধন্যবাদ।');
    const byReferer = await post('/api/send/home-sample-enquiry', typedEnquiry, {
      headers: { referer: 'https://lab.example/bn/contact-us', 'x-forwarded-for': '203.0.113.8' },
    });
    expect(byReferer.html).toContain('<html lang="bn">');
    expect(byReferer.html).toContain('href="/bn/contact-us"');
  });

  it('gives junk back with the problem beside the field, and stores nothing', async () => {
    const answer = await post('/api/send/home-sample-enquiry', {
      ...typedEnquiry,
      mobile: '12345',
      city: '\u200b ',
      language: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Enter a 10-digit mobile number');
    expect(answer.html).toContain('value="12345"');
    expect(await records(ENQUIRIES)).toEqual([]);
  });

  it('takes only the form’s own fields, each within its limit', async () => {
    const answer = await post('/api/send/home-sample-enquiry', {
      ...typedEnquiry,
      enquiry: 'x'.repeat(501),
      status: 'Done',
      admin: 'yes',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Please shorten this to 500 characters or fewer.');
    expect(await records(ENQUIRIES)).toEqual([]);
  });

  it('is refused past a sender’s hour, writing nothing, and hands over what was typed', async () => {
    for (let sent = 0; sent < SENDER_LIMIT_PER_WINDOW; sent += 1) {
      expect((await post('/api/send/home-sample-enquiry', typedEnquiry)).status).toBe(200);
    }
    const refused = await post('/api/send/home-sample-enquiry', typedEnquiry);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Our website is busy');
    expect(refused.html).toContain('https://wa.me/910000001212?text=');
    expect(refused.html).toContain('value="Krishnanagar"');
    expect(await records(ENQUIRIES)).toHaveLength(SENDER_LIMIT_PER_WINDOW);
    // Another address is not this one's limit; and the hour after, this one sends again.
    const other = { headers: { 'x-forwarded-for': '198.51.100.4' } };
    expect((await post('/api/send/home-sample-enquiry', typedEnquiry, other)).status).toBe(200);
    const hourLater = new Date(at.getTime() + 60 * 60 * 1000);
    expect(
      (await post('/api/send/home-sample-enquiry', typedEnquiry, { now: hourLater })).status,
    ).toBe(200);
  });

  it('counts a phone moving about its IPv6 /64 as one sender, and the next /64 apart', async () => {
    const from = (address: string) => ({ headers: { 'fastly-client-ip': address } });
    for (let sent = 0; sent < SENDER_LIMIT_PER_WINDOW; sent += 1) {
      const address = `2401:4900:1c2a:9b01:${(sent + 1).toString(16)}::${sent + 7}`;
      expect(
        (await post('/api/send/home-sample-enquiry', typedEnquiry, from(address))).status,
      ).toBe(200);
    }
    const moved = from('2401:4900:1c2a:9b01:dead:beef:0:1');
    expect((await post('/api/send/home-sample-enquiry', typedEnquiry, moved)).status).toBe(429);
    const nextNetwork = from('2401:4900:1c2a:9b02::1');
    expect((await post('/api/send/home-sample-enquiry', typedEnquiry, nextNetwork)).status).toBe(
      200,
    );
    expect(addressSender(ENQUIRIES, '2401:4900:1c2a:9b01::1')).toBe(
      addressSender(ENQUIRIES, '2401:4900:1C2A:9B01:ffff:ffff:ffff:ffff'),
    );
    expect(addressSender(ENQUIRIES, '::ffff:203.0.113.7')).toBe(
      addressSender(ENQUIRIES, '203.0.113.7'),
    );
  });

  it('is refused by everyone’s ceiling for the hour', async () => {
    await db
      .collection(SUBMISSION_QUOTA)
      .doc(ENQUIRIES)
      .set({
        windowStart: Timestamp.fromDate(at),
        count: CEILING_PER_WINDOW,
        lastId: 'x'.repeat(20),
      });
    expect((await post('/api/send/home-sample-enquiry', typedEnquiry)).status).toBe(429);
    expect(await records(ENQUIRIES)).toEqual([]);
  });
});

describe('the other forms sent without the app', () => {
  it('stores a feedback from either tab', async () => {
    const typed = {
      title: 'Rahul Sen',
      mobile: '09123-456789',
      emailaddress: 'rahul@example.com',
      lastvisit: 'Station Road',
      enquiry: 'Polite staff and an early report.',
      variant: 'experience',
    };
    const answer = await post('/api/send/feedback', typed);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Centre where you had your test');
    const [record] = await records(FEEDBACK);
    expect(record?.data).toEqual({
      ...onlineFeedback.stored,
      createdAt: Timestamp.fromDate(at),
      expiresAt: expect.any(Timestamp),
    });
  });

  it('offers WhatsApp for a prescription’s photo and stores nothing', async () => {
    const answer = await post('/api/send/prescription', {
      title: 'Mita Das',
      mobile: '9876543210',
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Send the photo on WhatsApp');
    expect(await records('Prescription-Upload')).toEqual([]);
  });

  it('stores a home visit under its form’s field names, counted by its own counters', async () => {
    const answer = await post('/api/send/home-visit', {
      from_name: ' Asha Roy ',
      from_mobile: '98300 12345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC',
      language: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('We have received it. Thank you.');
    expect(answer.html).toContain('<dd>9830012345</dd>');
    expect(answer.html).not.toContain('Send this on WhatsApp');
    const [record, ...more] = await records(HOME_VISITS);
    expect(more).toEqual([]);
    expect(record?.data).toEqual({
      from_name: 'Asha Roy',
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC',
      status: 'Available',
      createdAt: Timestamp.fromDate(at),
      expiresAt: expect.any(Timestamp),
    });
    const sender = senderQuotaId(HOME_VISITS, addressSender(HOME_VISITS, '203.0.113.7'));
    expect((await db.collection(SENDER_QUOTA).doc(sender).get()).get('lastId')).toBe(record?.id);
    expect((await db.collection(SUBMISSION_QUOTA).doc(HOME_VISITS).get()).get('lastId')).toBe(
      record?.id,
    );
  });

  it('refuses a home visit past a sender’s hour, and hands over what was typed', async () => {
    const visit = {
      from_name: 'Asha Roy',
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC',
    };
    for (let sent = 0; sent < SENDER_LIMIT_PER_WINDOW; sent += 1) {
      expect((await post('/api/send/home-visit', visit)).status).toBe(200);
    }
    const refused = await post('/api/send/home-visit', visit);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Send this on WhatsApp');
    expect(refused.html).toContain('value="Asha Roy"');
    expect(await records(HOME_VISITS)).toHaveLength(SENDER_LIMIT_PER_WINDOW);
  });

  it('gives a junk home visit back with the problem beside the field, and stores nothing', async () => {
    const answer = await post('/api/send/home-visit', {
      from_name: 'Asha Roy',
      from_mobile: 'call me',
      from_city: '',
      from_labtestname: 'CBC',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('aria-invalid="true"');
    expect(await records(HOME_VISITS)).toEqual([]);
  });

  it('answers only a POST to a form’s address', async () => {
    expect((await post('/api/send/home-sample-enquiry', {}, { method: 'GET' })).status).toBe(405);
    expect((await post('/api/send/other', typedEnquiry)).status).toBe(404);
  });
});
