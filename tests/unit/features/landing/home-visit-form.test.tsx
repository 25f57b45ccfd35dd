import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeVisitForm } from '../../../../src/features/landing/home-visit-form';
import { fakeSource, resetFakeSource, savedRecords } from '../../../support/fake-data-source';
import { prefilledText } from '../../../support/hand-over';
import { renderInBengali, renderInRouter } from '../../../support/render';

const sendFormUrl = 'https://api.emailjs.com/api/v1.0/email/send-form';

/** What EmailJS received: each multipart field and its value. */
let received: Record<string, string>[] = [];
let answer: () => Response = () => new HttpResponse('OK', { status: 200 });

const server = setupServer(
  http.post(sendFormUrl, async ({ request }) => {
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const fields: Record<string, string> = {};
    for (const [name, value] of await request.formData()) fields[name] = String(value);
    received.push(fields);
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllEnvs();
  vi.doUnmock(dataSourceSelector);
});

const dataSourceSelector = '../../../../src/data/source/select-data-source';

/**
 * The form as built with these settings: env.ts is read afresh for each test. A Firebase site's
 * form sends through the one stand-in data source.
 */
async function renderForm(emailJs: boolean, { firebase = false } = {}) {
  vi.resetModules();
  if (firebase) {
    vi.doMock(dataSourceSelector, () => import('../../../support/fake-data-source'));
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'lab');
    vi.stubEnv('VITE_FIREBASE_APP_ID', 'app');
  }
  if (emailJs) {
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_lab');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_visit');
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'public-key-123');
  }
  const { HomeVisitForm } = (await import('../../../../src/features/landing/home-visit-form')) as {
    HomeVisitForm: ComponentType;
  };
  return renderInRouter(<HomeVisitForm />).user;
}

const visit = {
  'Patient or doctor’s name': 'Asha Roy',
  'Mobile number': '98300 12345',
  'City or area': 'Krishnanagar',
  'Test name': 'CBC, lipid profile',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(visit)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const fieldValues = () =>
  Object.keys(visit).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe('the home-visit form with EmailJS', () => {
  beforeEach(() => {
    received = [];
    answer = () => new HttpResponse('OK', { status: 200 });
  });

  it('asks for all four fields and sends nothing while one is empty', async () => {
    const user = await renderForm(true);
    expect(screen.getByRole('heading', { level: 1, name: 'BOOK A HOME VISIT NOW' })).toBeVisible();
    for (const label of Object.keys(visit)) expect(screen.getByLabelText(label)).toBeRequired();
    await user.type(screen.getByLabelText('Patient or doctor’s name'), 'Asha Roy');
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));
    expect(received).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts exactly the four fields and the EmailJS keys as multipart, then thanks the visitor', async () => {
    const user = await renderForm(true);
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    const status = await screen.findByText('Your message was sent successfully.');
    expect(within(screen.getAllByRole('status')[0]!).getByText(/call you back soon/)).toBeVisible();
    expect(status).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      from_name: 'Asha Roy',
      // As the contact page's forms store it: the ten digits the centre dials.
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC, lipid profile',
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      service_id: 'service_lab',
      template_id: 'template_visit',
      user_id: 'public-key-123',
    });
    expect(fieldValues()).toEqual(['', '', '', '']);

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Your message was sent successfully.')).not.toBeInTheDocument();
  });

  it('says it was not sent when EmailJS refuses, keeps what was typed and hands it over', async () => {
    answer = () => new HttpResponse('The Public Key is invalid', { status: 400 });
    const user = await renderForm(true);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Sorry, your message was not sent.')).toBeVisible();
    const chat = within(alert).getByRole('link', { name: /^Send this on WhatsApp/ });
    const sms = within(alert).getByRole('link', { name: 'Send as SMS' });
    const handedOver = [
      'Home visit request',
      'Patient or doctor’s name: Asha Roy',
      'Mobile number: 98300 12345',
      'City or area: Krishnanagar',
      'Test name: CBC, lipid profile',
    ].join('\n');
    expect(prefilledText((chat as HTMLAnchorElement).href)).toBe(handedOver);
    expect(prefilledText((sms as HTMLAnchorElement).href)).toBe(handedOver);
    expect(within(alert).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(fieldValues()).toEqual(Object.values(visit));
    expect(screen.queryByText('Your message was sent successfully.')).not.toBeInTheDocument();
  });

  it('says the site is busy when EmailJS throttles, and no connection when it cannot be reached', async () => {
    answer = () => new HttpResponse('Too Many Requests', { status: 429 });
    const user = await renderForm(true);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Book home visit' });
    await user.click(button);
    expect(
      await screen.findByText('Our website is busy and could not take your message just now.'),
    ).toBeVisible();

    answer = () => HttpResponse.error();
    // EmailJS's own throttle holds a second send from this page for 10 s.
    localStorage.clear();
    await user.click(button);
    expect(await screen.findByText('No connection: your message did not reach us.')).toBeVisible();
    expect(fieldValues()).toEqual(Object.values(visit));
  });

  it('sends one e-mail however often the button is pressed before the page has changed', async () => {
    const user = await renderForm(true);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Book home visit' });

    // Three taps in one tick: none of them waits for the page to show "Sending…".
    act(() => {
      button.click();
      button.click();
      button.click();
    });

    expect(await screen.findByText('Your message was sent successfully.')).toBeVisible();
    expect(received).toHaveLength(1);
  });

  it.each([
    ['+91 98300 12345', '9830012345'],
    ['098300-12345', '9830012345'],
    ['৯৮৩০০ ১২৩৪৫', '9830012345'],
  ])('sends %j as the ten digits %s', async (typed, digits) => {
    const user = await renderForm(true);
    await fillIn(user);
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, typed);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    expect(await screen.findByText('Your message was sent successfully.')).toBeVisible();
    expect(received.map((fields) => fields.from_mobile)).toEqual([digits]);
  });

  it('shows the rule beside a mobile number the centre cannot call, and sends nothing', async () => {
    const user = await renderForm(true);
    await fillIn(user);
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    expect(mobile).toBeInvalid();
    expect(mobile).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number, for example 98765 43210 (+91 is fine).',
    );
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(received).toEqual([]);

    await user.clear(mobile);
    await user.type(mobile, '98300 12345');
    expect(mobile).toBeValid();
    expect(mobile).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));
    expect(await screen.findByText('Your message was sent successfully.')).toBeVisible();
    expect(received).toHaveLength(1);
  });
});

describe('the home-visit form without EmailJS (the demo site)', () => {
  it('keeps the request in this browser and says plainly that this is the demo and nothing was sent', async () => {
    received = [];
    const user = await renderForm(false);
    expect(screen.getByText(/Demo site: requests are kept in this browser/)).toBeVisible();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));
    expect(await screen.findByText('This is the demo site: nothing was sent.')).toBeVisible();
    expect(screen.getByText(/the centre has not received it/)).toBeVisible();
    expect(screen.queryByText(/sent successfully/)).not.toBeInTheDocument();
    expect(screen.getByText('What you asked for:')).toBeVisible();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Asha Roy',
      '9830012345',
      'Krishnanagar',
      'CBC, lipid profile',
    ]);
    expect(received).toEqual([]);
    const stored = localStorage.getItem('lab-site:submissions:Home-Visit-Request') ?? '';
    expect(stored).toContain('Asha Roy');
    expect(stored).toContain('"from_mobile":"9830012345"');
  });
});

describe('the home-visit form on the Firebase site, EmailJS configured or not', () => {
  beforeEach(() => {
    received = [];
    resetFakeSource();
  });

  it('stores the request as the other forms do, says it was sent, and e-mails nothing from the browser', async () => {
    const user = await renderForm(true, { firebase: true });
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    expect(await screen.findByText('Your message was sent successfully.')).toBeVisible();
    expect(savedRecords()).toEqual([
      {
        collection: 'Home-Visit-Request',
        fields: {
          from_name: 'Asha Roy',
          from_mobile: '9830012345',
          from_city: 'Krishnanagar',
          from_labtestname: 'CBC, lipid profile',
          status: 'Available',
        },
      },
    ]);
    expect(received).toEqual([]);
    expect(fieldValues()).toEqual(['', '', '', '']);
  });

  it('says the site is busy when a limit refuses it, keeps what was typed and hands it over', async () => {
    const user = await renderForm(false, { firebase: true });
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
    // The error class as the freshly loaded form's modules know it.
    const { LimitReachedError } = await import('../../../../src/data/source/send-failure');
    fakeSource.addDocument.mockRejectedValueOnce(new LimitReachedError('sender'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book home visit' }));

    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText(
        'Our website is busy and could not take your message just now.',
      ),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Send as SMS' })).toBeVisible();
    expect(fieldValues()).toEqual(Object.values(visit));
    expect(received).toEqual([]);
  });
});

describe('the home-visit form on the demo site when the browser refuses to keep it', () => {
  it('hands what was typed over to WhatsApp and SMS', async () => {
    const user = await renderForm(false);
    await fillIn(user);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuse(this: Storage, key: string, value: string) {
      if (key.startsWith('lab-site:submissions:'))
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Book home visit' }));
      const alert = await screen.findByRole('alert');
      expect(await within(alert).findByText('Sorry, your message was not sent.')).toBeVisible();
      expect(within(alert).getByRole('link', { name: 'Send as SMS' })).toBeVisible();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('the home-visit form in Bengali', { timeout: 20_000 }, () => {
  it('asks for an empty field in Bengali, not in the browser’s language', async () => {
    const { user } = await renderInBengali(<HomeVisitForm />);
    await user.click(screen.getByRole('button', { name: 'হোম ভিজিট বুক করুন' }));

    const name = screen.getByLabelText('রোগী বা ডাক্তারের নাম');
    expect(name).toBeInvalid();
    expect((name as HTMLInputElement).validationMessage).toBe('এই ঘরটি পূরণ করুন।');

    await user.type(name, 'Asha Roy');
    expect(name).toBeValid();
  });

  it('explains a mistyped mobile number in Bengali, beside the field', async () => {
    const { user } = await renderInBengali(<HomeVisitForm />);
    await user.type(screen.getByLabelText('রোগী বা ডাক্তারের নাম'), 'Asha Roy');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '৫৪৩২১ ০৯৮৭৬');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'Krishnanagar');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'CBC');
    await user.click(screen.getByRole('button', { name: 'হোম ভিজিট বুক করুন' }));

    const mobile = screen.getByLabelText('মোবাইল নম্বর');
    expect(mobile).toBeInvalid();
    expect(mobile).toHaveAccessibleDescription(
      '10 অঙ্কের মোবাইল নম্বর লিখুন, যেমন 98765 43210 (+91 দিলেও চলবে)।',
    );
    expect(screen.queryByText('আপনার বার্তা সফলভাবে পাঠানো হয়েছে।')).not.toBeInTheDocument();
  });
});
