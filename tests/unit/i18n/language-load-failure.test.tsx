import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/app/layout/header';
import {
  LANGUAGE_STORAGE_KEY,
  LanguageProvider,
  prepareLanguage,
} from '../../../src/i18n/language';

// The connection drops: the Bengali chunk never arrives.
vi.mock('../../../src/i18n/bn', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('when the Bengali text cannot be downloaded', () => {
  it('opens the site in English rather than not at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    await expect(prepareLanguage()).resolves.toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(warn).toHaveBeenCalled();
  });

  it('says so in both languages, stays in English, and can be tried again', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider language="en">
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </LanguageProvider>,
    );
    const bengali = within(screen.getByRole('group', { name: 'Language' })).getByRole('button', {
      name: 'বাংলা',
    });
    await user.click(bengali);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('বাংলা লোড করা যায়নি।');
    expect(alert).toHaveTextContent('Bengali could not be loaded.');
    expect(within(alert).getByText(/Bengali could not/)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toBeInTheDocument();
    expect(bengali).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await user.click(bengali);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
