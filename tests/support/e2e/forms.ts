import { expect, type Locator, type Page } from '@playwright/test';
import { centreDialled, prefilledText } from '../hand-over';

/** Filling and checking the site's forms by their labels, for the end-to-end suites. */

export async function fill(scope: Locator, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function expectValues(scope: Locator, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

export const enquiryForm = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Request home collection' }) });

/**
 * A failed send's hand-over in `scope`: a chat and an SMS to the centre whose text holds each of
 * `lines` (what the visitor typed), and the call link.
 */
export async function expectHandedOver(scope: Locator, lines: string[]) {
  const alert = scope.getByRole('alert');
  const chat = alert.getByRole('link', { name: /WhatsApp/ });
  const sms = alert.getByRole('link', { name: 'Send as SMS' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/910000001212\?text=/);
  await expect(sms).toHaveAttribute('href', new RegExp(`^sms:\\${centreDialled}\\?body=`));
  for (const link of [chat, sms]) {
    const text = prefilledText((await link.getAttribute('href')) ?? '');
    for (const line of lines) expect(text).toContain(line);
  }
  await expect(alert.getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    `tel:${centreDialled}`,
  );
}
