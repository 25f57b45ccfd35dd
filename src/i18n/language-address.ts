import type { Language } from '../shared/page-language.ts';
import {
  addressLanguage,
  BENGALI_PREFIX,
  localizedPath,
  pagePath,
} from '../shared/page-language.ts';

export { addressLanguage, BENGALI_PREFIX, localizedPath, pagePath };

/** The router's base in a language: the Bengali pages live under the prefix. */
export const routerBasename = (language: Language): string | undefined =>
  language === 'bn' ? BENGALI_PREFIX : undefined;

/** Told when this page's address moves to the other language (the language switch). */
const ADDRESS_MOVED = 'lab-site:address-moved';

/** Where the visitor was on the page when the switch moved it, to be there again after. */
let keptScroll: number | null = null;

/** The scroll position the language switch left the page at, once. */
export function takeKeptScroll(): number | null {
  const scroll = keptScroll;
  keptScroll = null;
  return scroll;
}

/**
 * The address bar's language, for the router: it changes with Back and Forward (popstate) and
 * with the language switch.
 */
export const currentAddressLanguage = () => addressLanguage(window.location.pathname);

export function subscribeToAddressLanguage(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_MOVED, onChange);
  };
}

/**
 * Moves this page to its address in `language`, keeping the search and the section (`?q=cbc`,
 * `#privacy`) and the history entry's state, so the list it shows keeps its place. `push` adds a
 * history entry (the visitor switched language: Back returns to the other); otherwise the
 * address is corrected in place (a Bengali page served at its English address).
 */
export function moveToLanguageAddress(language: Language, { push }: { push: boolean }): void {
  const { pathname, search, hash } = window.location;
  if (addressLanguage(pathname) === language) return;
  const address = `${localizedPath(pagePath(pathname), language)}${search}${hash}`;
  const state: unknown = window.history.state;
  keptScroll = window.scrollY;
  if (push) window.history.pushState(state, '', address);
  else window.history.replaceState(state, '', address);
  window.dispatchEvent(new Event(ADDRESS_MOVED));
}
