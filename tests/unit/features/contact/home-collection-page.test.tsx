import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeCollectionPage from '../../../../src/features/contact/home-collection-page';
import { HomeSampleEnquiryForm } from '../../../../src/features/contact/home-sample-enquiry-form';
import {
  fakeSource,
  publishSettingsSection,
  resetFakeSource,
  savedRecords,
} from '../../../support/fake-data-source';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInRouter } from '../../../support/render';
import { enquiry } from '../../../support/fixtures/submissions';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

/** The settings published with staff's home collection terms. */
const publishTerms = (terms: Record<string, unknown>) =>
  publishSettingsSection('homeCollection', terms);

beforeEach(() => resetFakeSource());

/** The page on fresh modules, as a new visit that reads the settings afresh. */
async function openOnNewVisit(language?: 'bn') {
  vi.resetModules();
  const { default: Page } = await import('../../../../src/features/contact/home-collection-page');
  const render = await import('../../../support/render');
  return language === 'bn'
    ? render.renderInBengali(<Page />)
    : render.renderInRouter(<Page />, { path: '/home-sample-colllection' });
}

describe('/home-sample-colllection', () => {
  it('has the breadcrumb, the heading, the instruction and the enquiry form', () => {
    renderInRouter(<HomeCollectionPage />, { path: '/home-sample-colllection' });

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Home Collection Services' }),
    ).toBeVisible();
    // Shown in capitals: TO BOOK YOUR HOME COLLECTION, PLEASE FILL UP THE FORM BELOW:
    expect(
      screen.getByText('To book your home collection, please fill up the form below:'),
    ).toHaveClass('home-collection-instruction');
    expect(screen.getByRole('button', { name: 'Request home collection' })).toBeVisible();
  });

  it('starts with the test or package a visitor chose to book filled in', () => {
    renderInRouter(<HomeCollectionPage />, {
      path: '/home-sample-colllection?test=Vitamin+D+%2825-OH%29',
    });
    expect(screen.getByLabelText('Test name')).toHaveValue('Vitamin D (25-OH)');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('on the demo site says nothing was sent, sums up the request and keeps the chosen package', async () => {
    fakeSource.kind = 'local';
    const { user } = renderInRouter(<HomeCollectionPage />, {
      path: '/home-sample-colllection?test=Full+Body+Check-up',
    });
    for (const [label, value] of Object.entries(enquiry.typed)) {
      if (label !== 'Test name') await user.type(screen.getByLabelText(label), value);
    }

    await user.click(screen.getByRole('button', { name: 'Request home collection' }));

    const status = screen.getByRole('status');
    expect(
      await within(status).findByText('This is the demo site: nothing was sent.'),
    ).toBeVisible();
    expect(within(status).queryByText(/Submitted successfully/)).not.toBeInTheDocument();
    expect(within(status).getByText('Full Body Check-up')).toBeVisible();
    expect(savedRecords()[0]?.fields.enquiry).toBe('Full Body Check-up');
    // The package stays chosen for another request; what the visitor typed is cleared.
    expect(screen.getByLabelText('Test name')).toHaveValue('Full Body Check-up');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(sessionStorage.getItem('lab-site:draft:home-sample-enquiry')).toBeNull();
  });

  it('keeps what was typed as a draft, but not the package the address chose', async () => {
    const first = renderInRouter(<HomeCollectionPage />, {
      path: '/home-sample-colllection?test=Full+Body+Check-up',
    });
    await first.user.type(screen.getByLabelText('Your name'), 'Mita Das');
    first.unmount();

    renderInRouter(<HomeSampleEnquiryForm />, { path: '/contact-us' });

    expect(screen.getByLabelText('Your name')).toHaveValue('Mita Das');
    expect(screen.getByLabelText('Test name')).toHaveValue('');
  });
});

describe('/home-sample-colllection with the terms staff set', () => {
  const terms = {
    fee: 100,
    freeAbove: 1000,
    areas: 'Krishnanagar town',
    pins: '741101, 741102',
    days: 'Monday to Saturday',
    days_bn: 'সোমবার থেকে শনিবার',
    hours: '7 AM – 11 AM',
    askAhead: 'Ask by 8 PM the day before',
  };

  it('shows the fee, areas, PIN codes, days, hours and how early to ask, and says them to search engines', async () => {
    publishTerms(terms);
    const { container } = await openOnNewVisit();
    const note = await screen.findByRole('region', { name: 'Home collection: our terms' });
    expect(
      within(note).getByText('₹100 a visit, free when your bill is ₹1,000 or more'),
    ).toBeVisible();
    expect(within(note).getByText('Krishnanagar town')).toBeVisible();
    expect(within(note).getByText('741101, 741102')).toBeVisible();
    expect(within(note).getByText('Monday to Saturday')).toBeVisible();
    expect(within(note).getByText('7 AM – 11 AM')).toBeVisible();
    expect(within(note).getByText('Ask by 8 PM the day before')).toBeVisible();
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'Service', serviceType: 'Home sample collection' }),
    );
  });

  it('tells a visitor kindly when their PIN code is outside the areas, and still sends', async () => {
    publishTerms(terms);
    const { user } = await openOnNewVisit();
    await screen.findByRole('region', { name: 'Home collection: our terms' });
    const pin = screen.getByLabelText('PIN code');
    await user.type(pin, '741 101');
    expect(screen.queryByText(/is not among the PIN codes we list/)).toBeNull();
    await user.clear(pin);
    await user.type(pin, '700001');
    expect(pin).toHaveAccessibleDescription(
      '700001 is not among the PIN codes we list. Send your request all the same: we will call and tell you whether we can come.',
    );
    expect(pin).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Request home collection' })).toBeEnabled();
  });

  it('shows the Bengali staff gave on the Bengali page', async () => {
    publishTerms(terms);
    await openOnNewVisit('bn');
    const note = await screen.findByRole('region', { name: 'বাড়ি থেকে নমুনা নেওয়া: আমাদের শর্ত' });
    expect(within(note).getByText('সোমবার থেকে শনিবার')).toBeVisible();
    expect(within(note).getByText('7 AM – 11 AM')).toHaveAttribute('lang', 'en');
  });

  it('shows nothing of them when none are set', async () => {
    publishTerms({});
    const { fakeSource } = await import('../../../support/fake-data-source');
    await openOnNewVisit();
    await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Home collection: our terms' })).toBeNull();
    expect(screen.queryByText('Fee:')).toBeNull();
  });
});
