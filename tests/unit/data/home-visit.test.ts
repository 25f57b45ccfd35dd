import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalDataSource,
  localSubmissionsKey,
  type LocalSubmission,
} from '../../../src/data/source/adapters/local/local-data-source';
import { homeVisitEmailJs, sendHomeVisitRequest } from '../../../src/data/home-visit';
import { LimitReachedError, failureOf } from '../../../src/data/source/send-failure';
import { parseEnv } from '../../../src/config/env';
import { fakeSource, resetFakeSource, savedRecords } from '../../support/fake-data-source';

vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

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
beforeEach(() => resetFakeSource());

const firebaseSettings = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'lab',
  VITE_FIREBASE_APP_ID: 'app',
};
const emailJsSettings = {
  VITE_EMAILJS_SERVICE_ID: emailJs.serviceId,
  VITE_EMAILJS_TEMPLATE_ID: emailJs.templateId,
  VITE_EMAILJS_PUBLIC_KEY: emailJs.publicKey,
};

describe('which way a home-visit request goes', () => {
  it('goes through the port wherever Firebase is configured, EmailJS or not', () => {
    expect(homeVisitEmailJs(parseEnv(firebaseSettings))).toBeNull();
    expect(homeVisitEmailJs(parseEnv({ ...firebaseSettings, ...emailJsSettings }))).toBeNull();
  });

  it('is e-mailed with EmailJS only where EmailJS alone is configured', () => {
    expect(homeVisitEmailJs(parseEnv(emailJsSettings))).toEqual(emailJs);
  });

  it('stays with the port, the demo’s local keeping, where neither is', () => {
    expect(homeVisitEmailJs(parseEnv({}))).toBeNull();
  });
});

describe('a home-visit request on the Firebase site', () => {
  it('is stored in Home-Visit-Request, trimmed, with only the four fields and the fixed status', async () => {
    await expect(
      sendHomeVisitRequest({ ...visit, extra: 'ignored' } as typeof visit, null),
    ).resolves.toBe('sent');
    expect(savedRecords()).toEqual([
      {
        collection: 'Home-Visit-Request',
        fields: { ...visit, from_name: 'Asha Roy', status: 'Available' },
      },
    ]);
  });

  it('fails as busy when a limit refuses it, as the other forms do', async () => {
    fakeSource.addDocument.mockRejectedValueOnce(new LimitReachedError('sender'));
    const refused = await sendHomeVisitRequest(visit, null).catch((error: unknown) => error);
    expect(failureOf(refused)).toBe('busy');
  });
});

describe('a home-visit request on the demo site (neither Firebase nor EmailJS)', () => {
  beforeEach(() => {
    const demo = createLocalDataSource();
    fakeSource.kind = demo.kind;
    fakeSource.addDocument.mockImplementation(demo.addDocument);
  });

  it('is kept in this browser through the local adapter, trimmed, with only the four fields', async () => {
    await expect(
      sendHomeVisitRequest({ ...visit, extra: 'ignored' } as typeof visit, null),
    ).resolves.toBe('kept');
    const key = localSubmissionsKey('Home-Visit-Request');
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as LocalSubmission[];
    expect(stored.map((entry) => entry.fields)).toEqual([
      { ...visit, from_name: 'Asha Roy', status: 'Available' },
    ]);
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

  it('that cannot reach EmailJS fails as no connection, and nothing goes through the port', async () => {
    answer = () => HttpResponse.error();
    const refused = await sendHomeVisitRequest(visit, emailJs).catch((error: unknown) => error);
    expect(failureOf(refused)).toBe('offline');
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
  });

  it('is refused by EmailJS’s own throttle, as busy, when sent again within 10 s from this page', async () => {
    answer = () => new HttpResponse('OK', { status: 200 });
    await expect(sendHomeVisitRequest(visit, emailJs)).resolves.toBe('sent');
    const again = await sendHomeVisitRequest(visit, emailJs).catch((error: unknown) => error);
    expect(failureOf(again)).toBe('busy');
  });
});
