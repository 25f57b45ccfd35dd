import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsPage } from '../../../src/features/info/terms-page';
import { renderInRouter } from '../../support/render';

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
});
