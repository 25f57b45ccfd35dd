import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localSubmissionsKey,
  type LocalSubmission,
} from '../../../src/data/source/adapters/local/local-data-source';
import { LOCAL_HOME_VISIT_COLLECTION, sendHomeVisitRequest } from '../../../src/data/home-visit';
import { failureOf } from '../../../src/data/source/send-failure';

const visit = {
  from_name: ' Asha Roy ',
  from_mobile: '9830000000',
  from_city: 'Krishnanagar',
  from_labtestname: 'CBC',
};
const emailJs = { serviceId: 'service_lab', templateId: 'template_visit', publicKey: 'public' };

let answer: () => Response = () => new HttpResponse('OK', { status: 200 });
const server = setupServer(
  http.post('https://api.emailjs.com/api/v1.0/email/send-form', () => answer()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('a home-visit request without EmailJS (the demo site)', () => {
  it('is kept in this browser through the local adapter, trimmed, with only the four fields', async () => {
    await expect(
      sendHomeVisitRequest({ ...visit, extra: 'ignored' } as typeof visit, null),
    ).resolves.toBe('kept');
    const key = localSubmissionsKey(LOCAL_HOME_VISIT_COLLECTION);
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as LocalSubmission[];
    expect(stored.map((entry) => entry.fields)).toEqual([{ ...visit, from_name: 'Asha Roy' }]);
  });

  it('fails, as not sent, when the browser cannot store it', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const refused = await sendHomeVisitRequest(visit, null).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DOMException);
      expect(failureOf(refused)).toBe('not-sent');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('a home-visit request e-mailed with EmailJS', () => {
  it.each([
    [429, 'busy'],
    [400, 'not-sent'],
    [500, 'not-sent'],
  ] as const)('that EmailJS answers %i for fails as %s', async (status, failure) => {
    answer = () => new HttpResponse('No', { status });
    const refused = await sendHomeVisitRequest(visit, emailJs).catch((error: unknown) => error);
    expect(failureOf(refused)).toBe(failure);
  });

  it('that cannot reach EmailJS fails as no connection', async () => {
    answer = () => HttpResponse.error();
    const refused = await sendHomeVisitRequest(visit, emailJs).catch((error: unknown) => error);
    expect(failureOf(refused)).toBe('offline');
  });

  it('is refused by EmailJS’s own throttle, as busy, when sent again within 10 s from this page', async () => {
    answer = () => new HttpResponse('OK', { status: 200 });
    await expect(sendHomeVisitRequest(visit, emailJs)).resolves.toBe('sent');
    const again = await sendHomeVisitRequest(visit, emailJs).catch((error: unknown) => error);
    expect(failureOf(again)).toBe('busy');
  });
});
