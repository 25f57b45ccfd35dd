import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/app/layout/header';
import { LANGUAGE_STORAGE_KEY, LanguageProvider } from '../../../src/i18n/language';

// The Bengali chunk arrives when the test says so, as on a slow connection.
const network = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../../src/i18n/bn', async (importOriginal) => {
  await network.arrived;
  return importOriginal();
});

describe('switching to Bengali for the first time', () => {
  it('keeps the page whole in English while the Bengali text downloads', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider language="en">
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </LanguageProvider>,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    await user.click(within(group).getByRole('button', { name: 'বাংলা' }));

    expect(screen.getByRole('progressbar', { name: 'Loading Bengali (বাংলা)…' })).toBeVisible();
    expect(within(group).getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    network.arrive();
    expect(await screen.findByRole('link', { name: 'আমাদের কথা' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });
});
