import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/app/layout/footer';
import { site } from '../../../src/config/site';
import { renderInRouter } from '../../support/render';

describe('the footer', () => {
  it('gives the address and the two helplines ending in 1212 and 1215', () => {
    renderInRouter(<Footer />, { path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(site.address.street)).toBeInTheDocument();
    const helplines = within(footer).getAllByRole('link', { name: /^\+91/ });
    expect(helplines.map((link) => link.textContent?.trim())).toEqual([
      expect.stringMatching(/1212$/),
      expect.stringMatching(/1215$/),
    ]);
    expect(helplines[0]).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/));
  });

  it('links the nine pages of the spec', () => {
    renderInRouter(<Footer />, { path: '/' });
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/labtest',
      '/find-doctor',
      '/Feedback-page',
      '/Radiology',
      '/Cardiology',
      '/about-us',
      '/contact-us',
      '/Terms',
    ]);
  });

  it('links three social sites in new tabs, says it shows demo data, and credits the developer', () => {
    renderInRouter(<Footer />, { path: '/' });
    for (const name of [/Facebook/, /YouTube/, /Instagram/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/showing demo data/)).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} .+ All rights reserved\. Website by/)).toBeInTheDocument();
  });

  it('shows no visitor counter while none is configured', () => {
    renderInRouter(<Footer />, { path: '/' });
    expect(site.visitorCounterImageUrl).toBe('');
    expect(screen.queryByRole('img', { name: 'Visitor counter' })).not.toBeInTheDocument();
  });
});
