import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../../src/shared/site';
import { RETENTION_DAYS } from '../../../../src/shared/collections';
import PrivacyPage from '../../../../src/features/info/privacy-page';
import { keptOnPhone } from '../../../../src/lib/kept-on-phone';
import { renderInBengali, renderInRouter } from '../../../support/render';

const section = (name: string) => screen.getByRole('region', { name });

describe('/privacy', () => {
  it('says what each form collects and what for', () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    const collected = section('What we collect, and what for');
    for (const form of [
      'Home sample collection form',
      'Feedback form',
      'Book a home visit form',
      'Prescription upload',
    ]) {
      expect(within(collected).getByText(form)).toBeVisible();
    }
    expect(within(collected).getByText(/the prescription \(a photo or PDF/)).toBeVisible();
  });

  it('says which pages’ opens are counted, without who opened them, and what for', () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });
    expect(
      within(section('What we collect, and what for')).getByText(
        /Which test and doctor pages are opened is counted too, page by page, with nothing about who opened them, so that the search can show the most opened first\./,
      ),
    ).toBeVisible();
  });

  it('says so in Bengali too', async () => {
    await renderInBengali(<PrivacyPage />);
    expect(
      within(section('আমরা কী নিই, আর কেন')).getByText(
        /কোন টেস্ট বা ডাক্তারের পাতা কতবার খোলা হয়েছে, তাও পাতা ধরে গোনা হয় — কে খুলেছেন তা নয় — যাতে খোঁজের ফলে বেশি খোলা পাতা আগে দেখানো যায়।/,
      ),
    ).toBeVisible();
  });

  it('names who processes what, Google’s request logs and their IP addresses included', () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });

    const processors = section('Who handles it for us');
    const firebase = within(processors).getByText(/Google runs the website for us on Firebase/);
    for (const service of [
      'Hosting',
      'Firestore',
      'Storage',
      'Authentication',
      'Cloud Functions',
    ]) {
      expect(firebase).toHaveTextContent(service);
    }
    expect(firebase).toHaveTextContent('request logs');
    expect(firebase).toHaveTextContent('IP address');
    expect(within(processors).getByText('EmailJS (emailjs.com)')).toBeVisible();
    expect(within(processors).getByText(/No reCAPTCHA/)).toBeVisible();
  });

  it(`says how long each is kept: what visitors send within ${RETENTION_DAYS} days`, () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });

    const retention = section('How long it is kept');
    expect(
      within(retention).getByText(`Deleted automatically within ${RETENTION_DAYS} days`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(within(retention).getByText(/centre’s mailbox and from EmailJS’s list/)).toBeVisible();
    expect(within(retention).getByText(/Firebase keeps its number/)).toHaveTextContent(
      'with no end date',
    );
    expect(within(retention).getByText('Deleted after 30 days.')).toBeVisible();
    expect(within(retention).getByText('One year.')).toBeVisible();
  });

  it('lists everything the site keeps on the phone, by the name the browser keeps it under', () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });

    const phone = section('What the site keeps on your phone');
    const listed = within(phone)
      .getAllByRole('term')
      .map((term) => term.querySelector('code')?.textContent);
    expect(listed).toEqual(Object.values(keptOnPhone).map(({ name }) => name));
    expect(within(phone).getByText(/refresh token/)).toBeVisible();
    expect(within(phone).getByText(/show on the offline page/)).toBeVisible();
  });

  it('says how to withdraw consent, ask for a copy, a correction or erasure, whom to ask, and how to complain', () => {
    renderInRouter(<PrivacyPage />, { path: '/privacy' });

    const rights = section('Your rights, and whom to ask');
    expect(within(rights).getByText('A copy, a correction or erasure')).toBeVisible();
    expect(within(rights).getByText('Withdrawing your consent')).toBeVisible();
    expect(within(rights).getByRole('link', { name: site.centreNumber })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(rights).getByRole('link', { name: site.emails[0] })).toHaveAttribute(
      'href',
      `mailto:${site.emails[0]}`,
    );
    expect(
      within(section('If you are not satisfied')).getByText(/Data Protection Board of India/),
    ).toBeVisible();
  });

  it('says all of it in Bengali', async () => {
    await renderInBengali(<PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা বিজ্ঞপ্তি' })).toBeVisible();
    const phone = section('সাইট আপনার ফোনে কী রাখে');
    expect(within(phone).getAllByRole('term')).toHaveLength(Object.keys(keptOnPhone).length);
    expect(
      within(section('কতদিন রাখা হয়')).getByText(
        `আসার ${RETENTION_DAYS} দিনের মধ্যে নিজে থেকেই মুছে যায়`,
        { exact: false },
      ),
    ).toBeVisible();
    expect(within(section('সন্তুষ্ট না হলে')).getByText(/ডেটা প্রোটেকশন বোর্ড অফ ইন্ডিয়া/)).toBeVisible();
    expect(
      within(section('আপনার অধিকার, আর কাকে বলবেন')).getByText('সম্মতি তুলে নেওয়া'),
    ).toBeVisible();
  });
});
