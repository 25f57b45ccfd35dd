import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render';

describe('the route table', () => {
  it('says when an imaging service is not available yet', async () => {
    await renderApp('/mri');
    expect(await screen.findByText('Not Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Radiology/ })).toHaveAttribute(
      'href',
      '/Radiology',
    );
  });
});
