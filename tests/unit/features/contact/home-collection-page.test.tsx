import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomeCollectionPage from '../../../../src/features/contact/home-collection-page';
import { renderInRouter } from '../../../support/render';

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
});
