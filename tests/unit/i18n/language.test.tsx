import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../support/render';
import { Header } from '../../../src/app/layout/header';
import {
  browserLanguage,
  LANGUAGE_STORAGE_KEY,
  prepareLanguage,
  type Language,
} from '../../../src/i18n/language';

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const renderHeader = (language: Language) => renderInRouter(<Header />, { language });

const languageGroup = () => screen.getByRole('group', { name: /Language|ভাষা/ });

beforeEach(() => {
  document.cookie = 'firebase-language-override=; max-age=0; path=/';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the language of a first visit', () => {
  it.each([
    [['bn-IN', 'en-IN'], 'bn'],
    [['bn'], 'bn'],
    [['BN-bd'], 'bn'],
    [['hi-IN', 'bn-IN', 'en'], 'bn'],
    [['en-IN', 'bn-IN'], 'en'],
    [['hi-IN'], 'en'],
    [[], 'en'],
  ] as const)('follows the browser: %j reads %s', (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected);
  });

  it('opens in Bengali for a Bengali browser, with its text loaded and lang="bn"', async () => {
    setBrowserLanguages(['bn-IN']);
    await expect(prepareLanguage()).resolves.toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    renderHeader('bn');
    expect(screen.getByRole('link', { name: 'আমাদের কথা' })).toBeInTheDocument();
  });

  it('opens in English for any other browser, and remembers nothing it was not told', async () => {
    setBrowserLanguages(['en-GB', 'hi']);
    await expect(prepareLanguage()).resolves.toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('prefers the visitor’s own stored choice to the browser’s language', async () => {
    setBrowserLanguages(['bn-IN']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await expect(prepareLanguage()).resolves.toBe('en');
    setBrowserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    await expect(prepareLanguage()).resolves.toBe('bn');
  });

  it('keeps the language of the page the server sent when the visitor has not chosen', async () => {
    setBrowserLanguages(['en-IN']);
    await expect(prepareLanguage('bn')).resolves.toBe('bn');
    setBrowserLanguages(['bn-IN']);
    await expect(prepareLanguage('en')).resolves.toBe('en');
    expect(document.cookie).toBe('');
  });

  it('stores a choice where the server reads it too, so the next page comes in it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    // Chosen before the cookie existed: the English page came, the choice wins and is sent on.
    await expect(prepareLanguage('en')).resolves.toBe('bn');
    expect(document.cookie).toBe('firebase-language-override=bn');
    window.history.replaceState(null, '', '/?lang=en');
    await expect(prepareLanguage('bn')).resolves.toBe('en');
    expect(document.cookie).toBe('firebase-language-override=en');
  });

  it('ignores a stored value that is not a language', async () => {
    setBrowserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await expect(prepareLanguage()).resolves.toBe('en');
  });

  it('takes ?lang=bn from a shared link, remembers it and tidies the address', async () => {
    setBrowserLanguages(['en-IN']);
    window.history.replaceState(null, '', '/labtest?q=thyroid&lang=bn#results');
    await expect(prepareLanguage()).resolves.toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/labtest?q=thyroid#results',
    );
  });

  it('lets ?lang=en override a stored Bengali choice', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    window.history.replaceState(null, '', '/?lang=en');
    await expect(prepareLanguage()).resolves.toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(location.search).toBe('');
  });
});

describe('the language switch in the header', () => {
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

  it('shows the brand’s tagline in the language chosen', async () => {
    renderHeader('bn');
    await act(async () => undefined);
    expect(screen.getByText('প্যাথলজি · ইমেজিং · পলিক্লিনিক')).toBeInTheDocument();
  });
});
