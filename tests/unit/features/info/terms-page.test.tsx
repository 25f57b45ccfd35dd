import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TermsPage from '../../../../src/features/info/terms-page';
import { renderInRouter } from '../../../support/render';

describe('/Terms', () => {
  it('sends readers of its old privacy section to the privacy page', () => {
    renderInRouter(<TermsPage />, { path: '/Terms' });

    const privacy = screen.getByRole('region', { name: 'Your personal data' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    expect(within(privacy).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
