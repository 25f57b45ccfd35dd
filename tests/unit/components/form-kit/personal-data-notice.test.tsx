import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../../../src/shared/collections';
import { FeedbackForm } from '../../../../src/features/contact/feedback-form';
import { HomeSampleEnquiryForm } from '../../../../src/features/contact/home-sample-enquiry-form';
import { HomeVisitForm } from '../../../../src/features/landing/home-visit-form';
import { PrescriptionUpload } from '../../../../src/features/landing/prescription-upload';
import { renderInBengali, renderInRouter } from '../../../support/render';

/** Every form that collects personal data, its send button, and what its notice says it takes. */
const forms: {
  name: string;
  element: () => ReactElement;
  button: { en: string; bn: string };
  collects: RegExp;
}[] = [
  {
    name: 'the home sample enquiry',
    element: () => <HomeSampleEnquiryForm />,
    button: { en: 'Request home collection', bn: 'হোম কালেকশনের অনুরোধ পাঠান' },
    collects: /name, mobile number, PIN code, city and the test you need/,
  },
  {
    name: 'the feedback form',
    element: () => <FeedbackForm variant="online" />,
    button: { en: 'Send feedback', bn: 'মতামত পাঠান' },
    collects: /name, mobile number, e-mail address, the centre you visited and your message/,
  },
  {
    name: 'the home visit form',
    element: () => <HomeVisitForm />,
    button: { en: 'Book home visit', bn: 'হোম ভিজিট বুক করুন' },
    collects:
      /name, mobile number, city and the test you need, only to call you back and arrange the visit\./,
  },
  {
    name: 'the prescription upload',
    element: () => <PrescriptionUpload />,
    button: { en: 'Upload prescription', bn: 'প্রেসক্রিপশন আপলোড করুন' },
    collects: /name, mobile number and the prescription/,
  },
];

/** Whether `first` comes before `second` in the page, as a screen reader or a reader's eye meets them. */
const comesBefore = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the personal data notice', () => {
  it.each(forms)(
    '$name says what it takes, why, for how long, and links to the privacy page, before its send button',
    ({ element, button, collects }) => {
      renderInRouter(element());

      const notice = screen.getByRole('note', { name: 'Your personal data' });
      expect(notice).toHaveTextContent(collects);
      expect(notice).toHaveTextContent(/only to (call|reply)/);
      expect(notice).toHaveTextContent(`deleted within ${RETENTION_DAYS} days`);
      expect(
        within(notice).getByRole('link', { name: 'How we handle your personal data' }),
      ).toHaveAttribute('href', '/privacy');
      expect(comesBefore(notice, screen.getByRole('button', { name: button.en }))).toBe(true);
    },
  );

  it.each(forms)('$name says it in Bengali too', async ({ element, button }) => {
    await renderInBengali(element());

    const notice = screen.getByRole('note', { name: 'আপনার ব্যক্তিগত তথ্য' });
    expect(notice).toHaveTextContent(`${RETENTION_DAYS} দিনের মধ্যে এগুলি মুছে ফেলা হয়`);
    expect(
      within(notice).getByRole('link', { name: 'আপনার ব্যক্তিগত তথ্য আমরা কীভাবে রাখি' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/privacy$/));
    expect(comesBefore(notice, screen.getByRole('button', { name: button.bn }))).toBe(true);
  });
});
