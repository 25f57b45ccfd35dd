import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage from '../../../../src/features/contact/contact-page';
import FeedbackPage from '../../../../src/features/contact/feedback-page';
import { FeedbackTabs } from '../../../../src/features/contact/feedback-tabs';
import HomeCollectionPage from '../../../../src/features/contact/home-collection-page';
import { fakeSource, resetFakeSource, savedRecords } from '../../../support/fake-data-source';
import { renderInRouter } from '../../../support/render';

// Each test types whole forms key by key: over 5 s a test on a slow, shared machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock(
  '../../../../src/data/select-data-source',
  () => import('../../../support/fake-data-source'),
);

beforeEach(() => {
  resetFakeSource();
});

describe('the feedback tabs', () => {
  it('open on Online Feedback, and the arrow keys move between the three tabs', async () => {
    const { user } = renderInRouter(<FeedbackTabs />);
    const tablist = screen.getByRole('tablist', { name: 'Ways to give feedback' });
    const tabs = within(tablist).getAllByRole('tab');

    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Online Feedback',
      'In-Diagnostics Test experience',
      'Help Line',
    ]);
    expect(screen.getByRole('tab', { name: 'Online Feedback' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Your feedback')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Online Feedback' }));
    await user.keyboard('{ArrowRight}');

    const experience = screen.getByRole('tab', { name: 'In-Diagnostics Test experience' });
    expect(experience).toHaveFocus();
    expect(experience).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Tell us about your test experience')).toBeVisible();
    expect(screen.getByLabelText('Centre where you had your test')).toBeVisible();
    const onlineTab = screen.getByRole('tab', { name: 'Online Feedback' });
    expect(
      document.getElementById(onlineTab.getAttribute('aria-controls') ?? ''),
    ).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    const helpLine = screen.getByRole('tabpanel', { name: 'Help Line' });
    expect(within(helpLine).getByRole('link', { name: /\+91 00000 01212/ })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect(within(helpLine).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });

  it('keep a separate draft per tab, and the experience tab stores the same keys', async () => {
    const { user } = renderInRouter(<FeedbackTabs />);
    const online = screen.getByRole('tabpanel', { name: 'Online Feedback' });
    await user.type(within(online).getByLabelText('Your name'), 'Rahul Sen');

    await user.click(screen.getByRole('tab', { name: 'In-Diagnostics Test experience' }));
    const experience = screen.getByRole('tabpanel', { name: 'In-Diagnostics Test experience' });
    expect(within(experience).getByLabelText('Your name')).toHaveValue('');
    await user.type(within(experience).getByLabelText('Your name'), 'Mita Das');
    await user.type(within(experience).getByLabelText('Mobile number'), '9876543210');
    await user.type(within(experience).getByLabelText('E-mail address'), 'mita@example.com');
    await user.type(within(experience).getByLabelText('Centre where you had your test'), 'Nadia');
    await user.type(
      within(experience).getByLabelText('Tell us about your test experience'),
      'The collection was painless.',
    );
    await user.click(within(experience).getByRole('button', { name: 'Send feedback' }));

    expect(await within(experience).findByText('Submitted successfully!')).toBeVisible();
    expect(savedRecords()).toEqual([
      {
        collection: 'Customer_Feedback',
        fields: {
          title: 'Mita Das',
          mobile: '9876543210',
          emailaddress: 'mita@example.com',
          lastvisit: 'Nadia',
          enquiry: 'The collection was painless.',
          status: 'Available',
        },
      },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Online Feedback' }));
    expect(within(online).getByLabelText('Your name')).toHaveValue('Rahul Sen');
  });
});

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

describe('/Feedback-page', () => {
  it('shows the feedback tabs alone', () => {
    renderInRouter(<FeedbackPage />, { path: '/Feedback-page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Ways to give feedback' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request home collection' })).toBeNull();
  });
});

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
});
