import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render';

describe('the route table', () => {
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
