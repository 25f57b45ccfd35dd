import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

describe('the route table', () => {
  it('shows a real 404 page for an unknown address, with ways on', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(main).getByRole('link', { name: 'Find a test and its price' })).toHaveAttribute(
      'href',
      '/labtest',
    );
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
  });
});
