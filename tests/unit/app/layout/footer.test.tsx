import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../../src/app/layout/footer';
import type * as SiteModule from '../../../../src/shared/site';
import { site } from '../../../../src/shared/site';
import { loadBengali } from '../../../../src/i18n/language';
import { renderApp, renderInRouter } from '../../../support/render';

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

  it('finds the centre: a landmark, the opening hours and directions in a maps app', async () => {
    renderInRouter(<Footer />, { path: '/' });
    const visit = screen.getByRole('region', { name: 'Visit us' });
    expect(
      await within(visit).findByText(
        'Landmark: Opposite the State Bank of India, Station Road branch',
      ),
    ).toBeVisible();
    expect(
      within(visit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday – Saturday: 07:00 – 20:00', 'Sunday: 07:00 – 13:00']);
    const directions = within(visit).getByRole('link', {
      name: 'Get directions (opens in a new tab)',
    });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Nirnay%20Diagnostics%2C%2012%20Station%20Road%2C%20Near%20Bus%20Stand%2C%20Krishnanagar%2C%20West%20Bengal%2C%20741101',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('finds the centre in Bengali too, with the same directions', async () => {
    await loadBengali();
    renderInRouter(<Footer />, { path: '/', language: 'bn' });
    const visit = screen.getByRole('region', { name: 'আমাদের ঠিকানা' });
    expect(await within(visit).findByText(/^চেনার জায়গা: /)).toBeVisible();
    expect(within(visit).getByText('সোমবার – শনিবার: 07:00 – 20:00')).toBeVisible();
    expect(within(visit).getByRole('link', { name: /^পথের দিশা দেখুন/ })).toHaveAttribute(
      'href',
      expect.stringContaining('query=Nirnay%20Diagnostics%2C%2012%20Station%20Road'),
    );
  });

  it('links the nine pages of the spec, home collection beside Find Test, and the privacy notice', () => {
    renderInRouter(<Footer />, { path: '/' });
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/labtest',
      '/home-sample-colllection',
      '/find-doctor',
      '/Feedback-page',
      '/Radiology',
      '/Cardiology',
      '/about-us',
      '/contact-us',
      '/Terms',
      '/privacy',
    ]);
  });

  it('links no social site the centre has no page on, says it shows demo data, and credits the developer', () => {
    renderInRouter(<Footer />, { path: '/' });
    for (const name of [/Facebook/, /YouTube/, /Instagram/]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.getByText(/showing demo data/)).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} .+ All rights reserved\. Website by/)).toBeInTheDocument();
  });

  it('links the centre’s own social pages in new tabs once they are set', async () => {
    vi.resetModules();
    vi.doMock('../../../../src/shared/site', async (original) => {
      const { site: facts } = await original<typeof SiteModule>();
      return {
        site: {
          ...facts,
          social: {
            facebook: 'https://fb.example/lab',
            youtube: '',
            instagram: 'https://ig.example/lab',
          },
        },
      };
    });
    const { Footer: Configured } = await import('../../../../src/app/layout/footer');
    renderInRouter(<Configured />, { path: '/' });
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    for (const [name, href] of [
      [/Facebook/, 'https://fb.example/lab'],
      [/Instagram/, 'https://ig.example/lab'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    vi.doUnmock('../../../../src/shared/site');
  });

  it('pre-renders no open-now line: the hour the page was built would go stale', () => {
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain(site.address.street);
    expect(html).toContain('<div id="open-now-line"></div>');
    expect(html).not.toMatch(/Open now|Closed ·/);
  });

  it('says whether the centre is open once the page has loaded', async () => {
    await renderApp('/about-us');
    const address = screen.getByRole('region', { name: 'Visit us' });
    expect(
      await within(address).findByText(
        /^(Open now · closes|Closed · opens) /,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('shows no visitor counter while none is configured', () => {
    renderInRouter(<Footer />, { path: '/' });
    expect(site.visitorCounterImageUrl).toBe('');
    expect(screen.queryByRole('img', { name: 'Visitor counter' })).not.toBeInTheDocument();
  });
});
