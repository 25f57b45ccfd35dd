/**
 * A page's language as its address and the visitor's cookie say it, with no window or document:
 * the pages' script and the service worker (src/service-worker/) read it alike.
 */

export type Language = 'en' | 'bn';

/** The site's languages, in the order the switch shows them. */
export const languages: readonly Language[] = ['en', 'bn'];

/**
 * The cookie Firebase Hosting reads before the browser's languages to choose which pre-rendered
 * page to send (its i18n rewrites: firebase.json, scripts/prerender.ts), so that a visitor's
 * choice is the language of the very first paint on the next visit.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/**
 * Every page has an address in each language: English at the route table's own address
 * (`/labtest`), Bengali under this prefix (`/bn/labtest`, `/bn` for the home page). A crawler
 * sends no language header and no cookie, so only an address of its own gets a Bengali page
 * indexed.
 */
export const BENGALI_PREFIX = '/bn';

/** The language an address is in: its prefix says so. */
export const addressLanguage = (pathname: string): Language =>
  pathname === BENGALI_PREFIX || pathname.startsWith(`${BENGALI_PREFIX}/`) ? 'bn' : 'en';

/** The route table's address of a page, without its language prefix. */
export const pagePath = (pathname: string): string =>
  addressLanguage(pathname) === 'bn' ? pathname.slice(BENGALI_PREFIX.length) || '/' : pathname;

/** A page's address in a language: `localizedPath('/labtest', 'bn')` is `/bn/labtest`. */
export const localizedPath = (path: string, language: Language): string =>
  language === 'bn' ? (path === '/' ? BENGALI_PREFIX : `${BENGALI_PREFIX}${path}`) : path;
