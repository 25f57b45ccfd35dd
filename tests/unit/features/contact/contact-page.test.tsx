import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContactPage from '../../../../src/features/contact/contact-page';
import { fakeSource } from '../../../support/fake-data-source';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInRouter } from '../../../support/render';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

describe('/contact-us', () => {
  it('gives the office address, helplines, e-mail addresses, WhatsApp, the enquiry form and the feedback tabs', () => {
    renderInRouter(<ContactPage />, { path: '/contact-us' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const reachUs = screen.getByRole('region', { name: 'Reach us' });
    expect(within(reachUs).getByText('4th Floor, 27 Park Street')).toBeVisible();
    // Kolkata is its own district: written once.
    expect(within(reachUs).getByText('Kolkata')).toBeVisible();
    expect(within(reachUs).queryByText('Kolkata, Kolkata')).not.toBeInTheDocument();
    // The centre itself, not only the corporate office: where it is and when it is open.
    expect(within(reachUs).getByRole('heading', { name: 'Our centre' })).toBeVisible();
    expect(within(reachUs).getByText('12 Station Road, Near Bus Stand')).toBeVisible();
    expect(within(reachUs).getByText(/^Landmark: /)).toBeVisible();
    expect(within(reachUs).getByText('Sunday: 07:00 – 13:00')).toBeVisible();
    expect(
      within(reachUs)
        .getByRole('link', { name: /^Get directions/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Nirnay/);
    expect(
      within(reachUs)
        .getAllByRole('link', { name: /^\+91 00000 0121/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+910000001212', 'tel:+910000001215']);
    expect(within(reachUs).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    expect(within(reachUs).getByRole('link', { name: 'care@example.com' })).toHaveAttribute(
      'href',
      'mailto:care@example.com',
    );
    expect(within(reachUs).getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/910000001212?text=I%20am%20Interested',
    );

    const enquiry = screen.getByRole('region', { name: 'Book a home sample collection' });
    expect(within(enquiry).getByRole('button', { name: 'Request home collection' })).toBeVisible();
    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByRole('tablist')).toBeVisible();
  });

  it('sends a home sample enquiry', async () => {
    const { user } = renderInRouter(<ContactPage />, { path: '/contact-us' });
    const enquiry = screen.getByRole('region', { name: 'Book a home sample collection' });

    await user.type(within(enquiry).getByLabelText('Your name'), 'Mita Das');
    await user.type(within(enquiry).getByLabelText('Mobile number'), '98765 43210');
    await user.type(within(enquiry).getByLabelText('PIN code'), '741101');
    await user.type(within(enquiry).getByLabelText('City or town'), 'Krishnanagar');
    await user.type(within(enquiry).getByLabelText('Test name'), 'HbA1c');
    await user.click(within(enquiry).getByRole('button', { name: 'Request home collection' }));

    expect(await within(enquiry).findByText('Submitted successfully!')).toBeVisible();
    expect(fakeSource.addDocument).toHaveBeenCalledWith('Home-Sample-Enquiry', {
      title: 'Mita Das',
      mobile: '9876543210',
      pin: '741101',
      city: 'Krishnanagar',
      enquiry: 'HbA1c',
      status: 'Available',
    });
  });
});
