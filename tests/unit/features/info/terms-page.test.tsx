import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../../../src/shared/collections';
import { FIELD_INSIGHTS_RETENTION_DAYS } from '../../../../src/shared/field-insights';
import { info as bengaliInfo } from '../../../../src/i18n/bn/info';
import TermsPage from '../../../../src/features/info/terms-page';
import { renderInRouter } from '../../../support/render';

describe('/Terms', () => {
  it('has the privacy section the form notices link to', () => {
    renderInRouter(<TermsPage />, { path: '/Terms' });

    const privacy = screen.getByRole('region', { name: 'Your personal data' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    expect(within(privacy).getByText('What we collect')).toBeVisible();
    expect(within(privacy).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });

  it('says how long what visitors send is kept: the retention period the TTL policy enforces', () => {
    renderInRouter(<TermsPage />, { path: '/Terms' });

    const privacy = screen.getByRole('region', { name: 'Your personal data' });
    expect(
      within(privacy).getByText(/deleted automatically 90 days after it arrives/),
    ).toBeVisible();
    expect(RETENTION_DAYS).toBe(90);
    const bengali = JSON.stringify(bengaliInfo);
    expect(bengali).toContain(`আসার ${RETENTION_DAYS} দিন পরে`);
  });

  it('names EmailJS and the centre’s mailbox as places what visitors send passes, and how long each keeps it', () => {
    renderInRouter(<TermsPage />, { path: '/Terms' });

    const privacy = screen.getByRole('region', { name: 'Your personal data' });
    expect(within(privacy).getByText('Where it passes')).toBeVisible();
    const passes = within(privacy).getByText(/e-mailed to the centre’s mailbox through EmailJS/);
    expect(passes).toHaveTextContent(`we delete both within ${RETENTION_DAYS} days`);
    const bengali = JSON.stringify(bengaliInfo);
    expect(bengali).toContain('EmailJS (emailjs.com)');
    expect(bengali).toContain(`আসার ${RETENTION_DAYS} দিনের মধ্যে আমরা দুটিই মুছে ফেলি`);
  });

  it('says what the field beacon sends, that it is anonymous, and that the counts go after a year', () => {
    renderInRouter(<TermsPage />, { path: '/Terms' });

    const privacy = screen.getByRole('region', { name: 'Your personal data' });
    expect(within(privacy).getByText('How the site is used')).toBeVisible();
    const used = within(privacy).getByText(/your browser tells us, anonymously/);
    expect(used).toHaveTextContent('which of the site’s pages you opened and in which language');
    expect(used).toHaveTextContent('the searches in our lists that found nothing');
    expect(used).toHaveTextContent('never anything typed into a form');
    expect(used).toHaveTextContent('No cookie, no identifier and no IP address');
    expect(used).toHaveTextContent('deleted after a year');
    expect(FIELD_INSIGHTS_RETENTION_DAYS).toBe(365);
    const bengali = JSON.stringify(bengaliInfo);
    expect(bengali).toContain('নাম-পরিচয় ছাড়াই');
    expect(bengali).toContain('এক বছর পরে মুছে ফেলা হয়');
  });
});
