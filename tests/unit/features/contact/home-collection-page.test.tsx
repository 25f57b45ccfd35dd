import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import HomeCollectionPage from '../../../../src/features/contact/home-collection-page';
import { HomeSampleEnquiryForm } from '../../../../src/features/contact/home-sample-enquiry-form';
import { fakeSource, savedRecords } from '../../../support/fake-data-source';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInRouter } from '../../../support/render';
import { enquiry } from '../../../support/fixtures/submissions';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

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
