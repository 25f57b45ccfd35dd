/**
 * Which language to show, decided without React or the catalogues, so that the smallest entry
 * script can ask it too.
 */
import { addressLanguage } from './language-address';
import { LANGUAGE_COOKIE, languages, type Language } from '../shared/page-language';

export { LANGUAGE_COOKIE, languages, type Language };

/** Where the visitor's own choice is kept, so it holds on the next visit. */
export const LANGUAGE_STORAGE_KEY = 'lab-site:language';

/** A shared link may name the language, `?lang=bn`; the choice is then remembered. */
const LANGUAGE_PARAM = 'lang';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'bn';

function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage blocked (private mode, a locked-down browser): the browser's language decides.
    return null;
  }
}

/** Remembers the visitor's choice, for this page's script and for the server's next answer. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the page still switches.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The language the browser asks for: the first of its preferred languages that the site speaks
 * decides (`bn`, `bn-IN`, `bn-BD` mean Bengali), so `hi-IN, bn-IN, en` reads Bengali and
 * `en-IN, bn` English. Nothing the site speaks, or no list at all, means English.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'bn') return 'bn';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/**
 * A `?lang=` in the address, which is then taken out of it: the choice is remembered instead, and
 * the page's own address (its search, its tab) stays as it was written.
 */
function takeLanguageFromAddress(): Language | null {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get(LANGUAGE_PARAM);
  if (requested === null) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  const language = requested.toLowerCase();
  return isLanguage(language) ? language : null;
}

/**
 * The language to show: a Bengali address's (`/bn/…`), else a `?lang=` link, else the visitor's
 * stored choice, else the language of the pre-rendered page the server sent (`served`: it chose
 * by the same browser languages), else the browser's. A choice is stored again, so that a visitor
 * who chose before the server knew of choices gets the cookie too.
 */
export function chooseLanguage(served: Language | null = null): Language {
  if (addressLanguage(window.location.pathname) === 'bn') return 'bn';
  const chosen = takeLanguageFromAddress() ?? readStoredLanguage();
  if (chosen !== null) {
    storeLanguage(chosen);
    return chosen;
  }
  return served ?? browserLanguage(navigator.languages ?? [navigator.language]);
}
