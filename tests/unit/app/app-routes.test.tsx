import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

describe('the route table', () => {
  it.each([
    ['/about-us', /Welcome to .+/, 'About Us'],
    ['/Terms', 'Conditions of Laboratory Testing & Reporting', 'Terms of Testing'],
    ['/xray', 'Digital X-Ray', 'Digital X-Ray'],
    ['/usg', 'Ultrasonography (USG)', 'Ultrasonography (USG)'],
    ['/Usg', 'Ultrasonography (USG)', 'Ultrasonography (USG)'],
    ['/ct-scan', 'CT Scan', 'CT Scan'],
    ['/mri', 'MRI', 'MRI'],
    ['/opg', 'OPG', 'OPG'],
  ])('opens %s with its heading and a meaningful title', async (path, heading, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toMatch(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| `)),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

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

  it('says when an imaging service is not available yet', async () => {
    renderApp('/mri');
    expect(await screen.findByText('Not Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Radiology/ })).toHaveAttribute(
      'href',
      '/Radiology',
    );
  });

  it('moves to a page chosen in the menu and starts reading at its content', async () => {
    const { user, router } = renderApp('/Terms');
    await screen.findByRole('heading', { level: 1, name: /Conditions/ });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'ABOUT US' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome to/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
