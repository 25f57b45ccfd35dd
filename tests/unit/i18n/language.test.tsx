import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/app/layout/header';
import { browserLanguage, LANGUAGE_STORAGE_KEY, prepareLanguage } from '../../../src/i18n/language';
import { bengaliChunkFails, startEachTestAsAFirstVisit } from '../../support/language';
import { renderInRouter } from '../../support/render';

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

startEachTestAsAFirstVisit();

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
    renderInRouter(<Header />, { language: 'bn' });
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

describe('when the Bengali text cannot be downloaded', () => {
  // The connection drops: the Bengali chunk never arrives.
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('../../../src/i18n/bn', bengaliChunkFails);
  });
  afterEach(() => {
    vi.doUnmock('../../../src/i18n/bn');
  });

  it('opens the site in English rather than not at all', async () => {
    const { LANGUAGE_STORAGE_KEY, prepareLanguage } = await import('../../../src/i18n/language');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    await expect(prepareLanguage()).resolves.toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(warn).toHaveBeenCalled();
  });
});
