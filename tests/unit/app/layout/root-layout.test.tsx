import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render';

describe('the route table', () => {
  it('moves to a page chosen in the menu and starts reading at its content', async () => {
    const { user, router } = await renderApp('/Terms');
    // Each page is a chunk of its own, which a busy machine may take a while to load.
    const loaded = { timeout: 5000 };
    await screen.findByRole('heading', { level: 1, name: /Conditions/ }, loaded);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'ABOUT US' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, loaded),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
