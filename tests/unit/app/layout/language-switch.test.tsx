import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../../src/app/layout/header';
import { LANGUAGE_STORAGE_KEY, loadBengali, type Language } from '../../../../src/i18n/language';
import { bengaliChunkFails, startEachTestAsAFirstVisit } from '../../../support/language';
import { renderInRouter } from '../../../support/render';

const renderHeader = (language: Language) => renderInRouter(<Header />, { language });

const languageGroup = () => screen.getByRole('group', { name: /Language|ভাষা/ });

startEachTestAsAFirstVisit();

/**
 * The header in English on fresh modules whose Bengali chunk (src/i18n/bn) comes as `bengali`
 * says: late, or never.
 */
async function headerInEnglish(bengali: Parameters<typeof vi.doMock>[1]) {
  vi.resetModules();
  vi.doMock('../../../../src/i18n/bn', bengali);
  const { Header } = await import('../../../../src/app/layout/header');
  const { LANGUAGE_STORAGE_KEY, LanguageProvider } = await import('../../../../src/i18n/language');
  const user = userEvent.setup();
  render(
    <LanguageProvider language="en">
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </LanguageProvider>,
  );
  return { user, LANGUAGE_STORAGE_KEY };
}

afterEach(() => {
  vi.doUnmock('../../../../src/i18n/bn');
});

describe('the language switch in the header', () => {
  // The Bengali text already fetched, as these tests have always run (after the first-visit
  // tests, in one file): a switch while it downloads is the next describe's.
  beforeAll(async () => {
    await loadBengali();
  });

  it('marks the language shown and names each language in itself', () => {
    renderHeader('en');
    const group = languageGroup();
    const english = within(group).getByRole('button', { name: 'English' });
    const bengali = within(group).getByRole('button', { name: 'বাংলা' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(bengali).toHaveAttribute('aria-pressed', 'false');
    expect(bengali).toHaveAttribute('lang', 'bn');
  });

  it('switches the page to Bengali and back without a reload, and remembers the choice', async () => {
    const { user } = renderHeader('en');
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toBeInTheDocument();

    await user.click(within(languageGroup()).getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('link', { name: 'আমাদের কথা' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeInTheDocument();
    expect(within(languageGroup()).getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');

    await user.click(within(languageGroup()).getByRole('button', { name: 'English' }));
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('is reached and used with the keyboard', async () => {
    const { user } = renderHeader('en');
    const bengali = within(languageGroup()).getByRole('button', { name: 'বাংলা' });
    bengali.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'আমাদের কথা' })).toBeInTheDocument();
    const english = within(languageGroup()).getByRole('button', { name: 'English' });
    english.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toBeInTheDocument();
  });
});

describe('switching to Bengali for the first time', () => {
  it('keeps the page whole in English while the Bengali text downloads', async () => {
    // The Bengali chunk arrives when the test says so, as on a slow connection.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const network = { arrive: () => arrive() };
    const { user, LANGUAGE_STORAGE_KEY } = await headerInEnglish(async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
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

describe('when the Bengali text cannot be downloaded', () => {
  it('says so in both languages, stays in English, and can be tried again', async () => {
    const { user, LANGUAGE_STORAGE_KEY } = await headerInEnglish(bengaliChunkFails);
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
