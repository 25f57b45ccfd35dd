import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import {
  backAddress,
  sentPageHtml,
  type SentPageRequest,
} from '../../../../functions/src/send-form-page';
import { enquiryFields } from '../../../support/fixtures/submissions';
import { prefilledText } from '../../../support/hand-over';

/**
 * The page a form sent without the app gets back from the function behind /api/send/…, read as
 * a visitor reads it. (The function storing the record: tests/integration/functions/src/send-form.)
 */

/** The page's body, parsed, to query by role. */
function shown(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
  return { page: within(document.body), html: parsed };
}

const typedEnquiry = {
  title: 'Mita Das',
  mobile: '+91 98765 43210',
  pin: '741 101',
  city: 'Krishnanagar',
  enquiry: 'Thyroid profile',
};

const request = (changes: Partial<SentPageRequest> = {}): SentPageRequest => ({
  form: 'homeSampleEnquiry',
  language: 'en',
  variant: 'online',
  typed: typedEnquiry,
  backTo: '/contact-us',
  ...changes,
});

describe('the page a form sent without the app gets', () => {
  it('says it was received, with what was asked for, and is never indexed', () => {
    const { page, html } = shown(
      sentPageHtml(request(), { kind: 'received', values: enquiryFields }),
    );
    expect(
      page.getByRole('heading', { level: 1, name: 'We have received it. Thank you.' }),
    ).toBeVisible();
    for (const [label, value] of [
      ['Your name', 'Mita Das'],
      ['Mobile number', '9876543210'],
      ['PIN code', '741101'],
      ['City or town', 'Krishnanagar'],
      ['Test name', 'Thyroid profile'],
    ] as const) {
      expect(page.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('is in Bengali for a Bengali page', () => {
    const { page, html } = shown(
      sentPageHtml(request({ language: 'bn' }), { kind: 'received', values: enquiryFields }),
    );
    expect(html.documentElement.lang).toBe('bn');
    expect(page.getByRole('heading', { level: 1, name: 'আমরা পেয়েছি। ধন্যবাদ।' })).toBeVisible();
  });

  it('gives the form back as filled in, each problem beside its field', () => {
    const { page } = shown(
      sentPageHtml(request({ typed: { ...typedEnquiry, mobile: '12345', pin: '' } }), {
        kind: 'invalid',
        problems: { mobile: 'mobile', pin: 'missing' },
      }),
    );
    expect(page.getByRole('alert')).toHaveTextContent('All fields are mandatory!');
    const form = within(page.getByRole('form', { name: 'Home sample collection request' }));
    const mobile = form.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveValue('12345');
    expect(mobile).toHaveAccessibleDescription(/^Enter a 10-digit mobile number/);
    expect(form.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Mita Das');
    expect(form.getByRole('textbox', { name: 'Your name' })).not.toHaveAccessibleDescription();
    expect(page.getByRole('form')).toHaveAttribute('action', '/api/send/home-sample-enquiry');
    expect(form.getByRole('button', { name: 'Request home collection' })).toBeVisible();
  });

  it('hands a refused send over to WhatsApp and SMS with what was typed, and keeps the form', () => {
    const { page } = shown(sentPageHtml(request(), { kind: 'not-stored', failure: 'busy' }));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Our website is busy and could not take your message just now.',
    );
    const alert = within(page.getByRole('alert'));
    const chat = alert.getByRole('link', { name: 'Send this on WhatsApp' });
    const sms = alert.getByRole('link', { name: 'Send as SMS' });
    for (const link of [chat, sms]) {
      const text = prefilledText(link.getAttribute('href') ?? '');
      expect(text).toContain('Home sample collection request');
      expect(text).toContain('Your name: Mita Das');
      expect(text).toContain('Mobile number: +91 98765 43210');
    }
    expect(alert.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect(page.getByRole('textbox', { name: 'City or town' })).toHaveValue('Krishnanagar');
  });

  it('offers WhatsApp for a prescription’s photo, with the name and mobile kept', () => {
    const { page } = shown(
      sentPageHtml(
        request({ form: 'prescription', typed: { title: 'Mita Das', mobile: '9876543210' } }),
        { kind: 'photo' },
      ),
    );
    const chat = page.getByRole('link', { name: 'Send the photo on WhatsApp' });
    const text = prefilledText(chat.getAttribute('href') ?? '');
    expect(text).toContain('Your name: Mita Das');
    expect(text).toContain('I am sending the photo of my prescription in this chat.');
    expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
  });

  it('labels a feedback as the tab it came from', () => {
    const { page } = shown(
      sentPageHtml(
        request({
          form: 'feedback',
          variant: 'experience',
          typed: { title: 'Asha Roy', enquiry: 'Quick' },
        }),
        { kind: 'invalid', problems: { mobile: 'missing' } },
      ),
    );
    expect(page.getByRole('textbox', { name: 'Tell us about your test experience' })).toHaveValue(
      'Quick',
    );
    expect(page.getByDisplayValue('experience')).toHaveAttribute('name', 'variant');
  });

  it('escapes everything typed', () => {
    const typed = { ...typedEnquiry, title: '<script>alert(1)</script>"><b>x' };
    const html = sentPageHtml(request({ typed }), { kind: 'not-stored', failure: 'not-sent' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><b>');
    const { page } = shown(html);
    expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue(typed.title);
  });
});

describe('the page to go back to', () => {
  it.each([
    ['https://lab.example/bn/contact-us', 'en', '/bn/contact-us'],
    ['https://lab.example/Feedback-page?tab=experience', 'en', '/Feedback-page?tab=experience'],
    [undefined, 'bn', '/bn'],
    ['not a url', 'en', '/'],
  ] as const)('for Referer %j (%s) is %j', (referer, language, expected) => {
    expect(backAddress(referer, language)).toBe(expected);
  });
});
