import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

describe('the route table', () => {
  it.each([
    ['/about-us', /Welcome to .+/, 'About Us'],
    ['/Terms', 'Conditions of Laboratory Testing & Reporting', 'Terms of Testing'],
    ['/privacy', 'Privacy notice', 'Privacy notice'],
    ['/xray', 'Digital X-Ray', 'Digital X-Ray'],
    ['/usg', 'Ultrasonography (USG)', 'Ultrasonography (USG)'],
    ['/Usg', 'Ultrasonography (USG)', 'Ultrasonography (USG)'],
    ['/ct-scan', 'CT Scan', 'CT Scan'],
    ['/mri', 'MRI', 'MRI'],
    ['/opg', 'OPG', 'OPG'],
  ])('opens %s with its heading and a meaningful title', async (path, heading, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toMatch(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| `)),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
