import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '../../../../src/features/contact/feedback-form';
import { HomeSampleEnquiryForm } from '../../../../src/features/contact/home-sample-enquiry-form';
import { LimitReachedError } from '../../../../src/data/source/send-failure';
import { SendTimeoutError } from '../../../../src/data/source/time-box';
import { fakeSource, pendingSave, savedRecords } from '../../../support/fake-data-source';
import { prefilledText } from '../../../support/hand-over';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInRouter } from '../../../support/render';
import { enquiry } from '../../../support/fixtures/submissions';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

interface FormCase {
  name: string;
  element: () => ReactElement;
  submit: string;
  collection: string;
  draftKey: string;
  /** What a visitor types, by field label. */
  typed: Record<string, string>;
  /** What must be stored for it. */
  stored: Record<string, string>;
  /** Heads the message handed over to WhatsApp or SMS. */
  subject: string;
}

const forms: FormCase[] = [
  {
    name: 'home sample enquiry form',
    element: () => <HomeSampleEnquiryForm />,
    submit: 'Request home collection',
    collection: 'Home-Sample-Enquiry',
    draftKey: 'lab-site:draft:home-sample-enquiry',
    // Spaces around the name, which the form trims.
    typed: { ...enquiry.typed, 'Your name': ' Mita Das ' },
    stored: enquiry.stored,
    subject: 'Home sample collection request',
  },
  {
    name: 'feedback form',
    element: () => <FeedbackForm variant="online" />,
    submit: 'Send feedback',
    collection: 'Customer_Feedback',
    draftKey: 'lab-site:draft:feedback-online',
    typed: {
      'Your name': 'Rahul Sen',
      'Mobile number': '09123-456789',
      'E-mail address': 'rahul@example.com',
      'Centre you last visited': 'Krishnanagar',
      'Your feedback': 'Quick and polite staff.',
    },
    stored: {
      title: 'Rahul Sen',
      mobile: '9123456789',
      emailaddress: 'rahul@example.com',
      lastvisit: 'Krishnanagar',
      enquiry: 'Quick and polite staff.',
      status: 'Available',
    },
    subject: 'Feedback',
  },
];

const noConnection = 'No connection: your message did not reach us.';

async function fill(user: UserEvent, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const fieldValues = (typed: Record<string, string>) =>
  Object.keys(typed).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe.each(forms)('the $name', (form) => {
  const submit = () => screen.getByRole('button', { name: form.submit });
  const labels = Object.keys(form.typed);

  it('labels every field, marks them required, and says what is done with the data', () => {
    renderInRouter(form.element());

    for (const label of labels) expect(screen.getByLabelText(label)).toBeRequired();
    const notice = screen.getByRole('note', { name: 'Your personal data' });
    expect(
      within(notice).getByRole('link', { name: 'How we handle your personal data' }),
    ).toHaveAttribute('href', '/privacy');
  });

  it('sends nothing when every field is empty, says all fields are mandatory, and focuses the first', async () => {
    const { user } = renderInRouter(form.element());

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are mandatory!');
    for (const label of labels) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill this in.');
    }
    await waitFor(() => expect(screen.getByLabelText(labels[0] ?? '')).toHaveFocus());
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
  });

  it('treats a field of spaces as empty', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, { ...form.typed, [labels[3] ?? '']: '   ' });

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are mandatory!');
    expect(screen.getByLabelText(labels[3] ?? '')).toBeInvalid();
    expect(screen.getByLabelText(labels[0] ?? '')).toBeValid();
    await waitFor(() => expect(screen.getByLabelText(labels[3] ?? '')).toHaveFocus());
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
  });

  it('stores exactly the spec’s keys, clears the fields and says so in a status message', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);
    expect(sessionStorage.getItem(form.draftKey)).not.toBeNull();

    await user.click(submit());

    const status = screen.getByRole('status');
    expect(await within(status).findByText('Submitted successfully!')).toBeVisible();
    expect(savedRecords()).toEqual([{ collection: form.collection, fields: form.stored }]);
    expect(fieldValues(form.typed).every((value) => value === '')).toBe(true);
    expect(sessionStorage.getItem(form.draftKey)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows under its success what was asked for, as it was stored', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    await user.click(submit());

    const status = screen.getByRole('status');
    expect(await within(status).findByText('What you asked for:')).toBeVisible();
    const terms = within(status).getAllByRole('term');
    const definitions = within(status).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(labels);
    expect(definitions.map((definition) => definition.textContent)).toEqual(
      Object.entries(form.stored)
        .filter(([key]) => key !== 'status')
        .map(([, value]) => value),
    );
  });

  it('says plainly on the demo site that nothing was sent, never that it was', async () => {
    fakeSource.kind = 'local';
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    await user.click(submit());

    const status = screen.getByRole('status');
    expect(
      await within(status).findByText('This is the demo site: nothing was sent.'),
    ).toBeVisible();
    expect(within(status).getByText(/the centre has not received it/)).toBeVisible();
    expect(within(status).queryByText('Submitted successfully!')).not.toBeInTheDocument();
    expect(within(status).getByText('What you asked for:')).toBeVisible();
  });

  it('keeps everything typed when the save fails, and hands it over to WhatsApp, SMS or a call', async () => {
    fakeSource.addDocument.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(noConnection)).toBeVisible();
    expect(alert).toHaveTextContent('Nothing you typed is lost.');
    const chat = within(alert).getByRole('link', {
      name: 'Send this on WhatsApp (opens in a new tab)',
    }) as HTMLAnchorElement;
    const sms = within(alert).getByRole('link', { name: 'Send as SMS' }) as HTMLAnchorElement;
    expect(chat.href).toMatch(/^https:\/\/wa\.me\/910000001212\?text=/);
    expect(sms.href).toMatch(/^sms:\+910000001212\?body=/);
    // Under the form's own labels, exactly what was typed, nothing else.
    const typed = Object.entries(form.typed).map(([label, value]) => `${label}: ${value.trim()}`);
    expect(prefilledText(chat.href)).toBe([form.subject, ...typed].join('\n'));
    expect(prefilledText(sms.href)).toBe(prefilledText(chat.href));
    expect(within(alert).getByRole('link', { name: /^Call \+91\s00000\s01212$/ })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect(fieldValues(form.typed)).toEqual(Object.values(form.typed));
    expect(sessionStorage.getItem(form.draftKey)).not.toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(submit()).toBeEnabled();

    // Trying again once the connection is back sends the same enquiry.
    await user.click(submit());
    expect(
      await within(screen.getByRole('status')).findByText('Submitted successfully!'),
    ).toBeVisible();
    expect(savedRecords().at(-1)).toEqual({ collection: form.collection, fields: form.stored });
  });

  it.each([
    [
      new LimitReachedError('sender'),
      'Our website is busy and could not take your message just now.',
    ],
    [new SendTimeoutError(20_000), noConnection],
    [
      Object.assign(new Error('refused'), { code: 'permission-denied' }),
      'Sorry, your message was not sent.',
    ],
  ])('says what happened in plain words when the send fails with %s', async (error, words) => {
    fakeSource.addDocument.mockRejectedValueOnce(error);
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(words)).toBeVisible();
    expect(alert).not.toHaveTextContent(/check your connection/i);
    expect(within(alert).getByRole('link', { name: 'Send as SMS' })).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('lets the visitor dismiss the error and the success message with a button', async () => {
    const { user } = renderInRouter(form.element());

    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toHaveFocus();

    await fill(user, form.typed);
    await user.click(submit());
    await within(screen.getByRole('status')).findByText('Submitted successfully!');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('disables the button while sending, so a double tap stores one record', async () => {
    const save = pendingSave();
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    const button = submit();

    await user.dblClick(button);
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Sending…');
    for (const label of labels) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    save.finish();
    await within(screen.getByRole('status')).findByText('Submitted successfully!');
    expect(fakeSource.addDocument).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleName(form.submit);
  });

  it('stores one record however often the button is pressed before the page has changed', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);
    const button = submit();

    // Three taps in one tick: none of them waits for the page to show "Sending…".
    act(() => {
      button.click();
      button.click();
      button.click();
    });

    await within(screen.getByRole('status')).findByText('Submitted successfully!');
    expect(savedRecords()).toEqual([{ collection: form.collection, fields: form.stored }]);
  });

  it('keeps the success when a double tap’s second press lands after the save', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);
    const button = submit();

    await user.click(button);
    const status = screen.getByRole('status');
    await within(status).findByText('Submitted successfully!');
    await user.click(button);

    expect(within(status).getByText('Submitted successfully!')).toBeVisible();
    expect(screen.queryByText('All fields are mandatory!')).not.toBeInTheDocument();
    for (const label of labels)
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fakeSource.addDocument).toHaveBeenCalledTimes(1);

    // Once the visitor types again, the form checks as before.
    await user.type(screen.getByLabelText(labels[0] ?? ''), 'A');
    await user.click(button);
    expect(await screen.findByText('All fields are mandatory!')).toBeVisible();
  });

  it('restores what was typed after the form is left and opened again', async () => {
    const first = renderInRouter(form.element());
    await fill(first.user, form.typed);
    first.unmount();

    renderInRouter(form.element());

    expect(fieldValues(form.typed)).toEqual(Object.values(form.typed));
  });

  it('moves focus to the message once the save is done, for keyboard and screen reader users', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, form.typed);

    await user.click(screen.getByLabelText(labels[0] ?? ''));
    await user.keyboard('{Enter}');

    const status = screen.getByRole('status');
    await within(status).findByText('Submitted successfully!');
    await waitFor(() => expect(status.firstElementChild).toHaveFocus());
  });
});

describe.each([
  {
    form: forms[0],
    label: 'Mobile number',
    value: '12345 67890',
    message: 'Enter a 10-digit mobile number, for example 98765 43210 (+91 is fine).',
  },
  {
    form: forms[0],
    label: 'PIN code',
    value: '041101',
    message: 'Enter a 6-digit PIN code, for example 741101.',
  },
  {
    form: forms[1],
    label: 'Mobile number',
    value: '+44 7700 900123',
    message: 'Enter a 10-digit mobile number, for example 98765 43210 (+91 is fine).',
  },
  {
    form: forms[1],
    label: 'E-mail address',
    value: 'rahul@gmail',
    message: 'Enter an e-mail address such as name@example.com.',
  },
])('the $form.name with a wrong $label', ({ form, label, value, message }) => {
  if (!form) throw new Error('no such form');

  it('shows the rule next to the field, focuses it and sends nothing', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, { ...form.typed, [label]: value });

    await user.click(screen.getByRole('button', { name: form.submit }));

    const field = screen.getByLabelText(label);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some details need correcting: see the message under each marked field.',
    );
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field).toHaveFocus());
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
  });

  it('clears the message once the field is corrected, and then sends', async () => {
    const { user } = renderInRouter(form.element());
    await fill(user, { ...form.typed, [label]: value });
    await user.click(screen.getByRole('button', { name: form.submit }));

    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, form.typed[label] ?? '');
    expect(field).toBeValid();
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: form.submit }));

    expect(
      await within(screen.getByRole('status')).findByText('Submitted successfully!'),
    ).toBeVisible();
    expect(savedRecords()).toEqual([{ collection: form.collection, fields: form.stored }]);
  });
});
