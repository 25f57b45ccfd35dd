/**
 * The app in the browser, started by src/main.tsx. src/entry-server.tsx renders the same tree, in
 * each language, for the build's pre-rendering.
 */
// First, so the components' own styles come after Bootstrap's. Here, not in src/main.tsx: a
// pre-rendered page paints with its inline styles (scripts/lib/critical-styles.ts), and Vite
// starts the app only once the stylesheets it links have loaded.
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/router';
import { preloadPage, routePath } from './app/app-routes';
import { carriedData, receivePrerenderedData } from './data/source/prerendered-data';
import { LanguageProvider, languages, prepareLanguage, type Language } from './i18n/language';
import { addressLanguage, moveToLanguageAddress, pagePath } from './i18n/language-address';
import { env } from './config/env';
import { unmatchedSearches } from './lib/unmatched-searches';
import { whenLoadedAndIdle } from './lib/use-after-load';

/** The language switch moves the page to its address in the language chosen. */
const moveOnSwitch = (language: Language) => moveToLanguageAddress(language, { push: true });

const app = (language: Language) => (
  <StrictMode>
    <LanguageProvider language={language} onSwitch={moveOnSwitch}>
      <App />
    </LanguageProvider>
  </StrictMode>
);

/** The language the pre-rendered page is written in, as its `<html lang>` declares. */
function servedLanguage(): Language | null {
  const declared = document.documentElement.lang;
  return languages.find((language) => language === declared) ?? null;
}

/**
 * The HTML the build pre-rendered is taken over (hydrated) only when it is exactly what the first
 * render would draw: this very address, with no query (a search, a tab) that would change it, in
 * the language the visitor reads. The server sends the English or the Bengali page by the same
 * rule the app follows (src/i18n/choose-language.ts), so it differs only for a `?lang=` link or a
 * choice made before the cookie existed. Anything else (the app shell served for a package page
 * or a mistyped address, `?q=cbc`) is drawn from scratch over it.
 *
 * Either way the page's chunk, and in Bengali its text, is loaded first. Hydrating a page still
 * loading would leave its Suspense boundary waiting, and the first update to reach it (the
 * layout's progress bar) would throw its HTML away; drawing from scratch, the visitor goes
 * straight from the pre-rendered page to the new one without a loading state between.
 */
async function start(container: HTMLElement) {
  // The data a pre-rendered page was drawn with (scripts/prerender.ts), so the first render
  // draws the same page without waiting for a read: in the page, or, for a long list, in a file
  // of its own that src/main.tsx started fetching with the page's script.
  const data = await carriedData(document);
  if (data) receivePrerenderedData(data);

  const prerenderedPath = container.dataset.prerenderedPath;
  const served = prerenderedPath === undefined ? null : servedLanguage();
  const language = await prepareLanguage(served);
  // A Bengali page the server chose for an English address (the visitor's browser or choice
  // asks for Bengali) moves to its Bengali address, which its canonical link already names.
  if (language === 'bn') moveToLanguageAddress('bn', { push: false });
  const { pathname, search } = window.location;
  // A chunk that fails to load is the page's error boundary's to report, on render.
  await preloadPage(pagePath(pathname)).catch(() => undefined);
  if (language === served && prerenderedPath === pathname && search === '') {
    hydrateRoot(container, app(language), {
      // React recovers by drawing the page again, silently in production; a mismatch is a bug all
      // the same, so it is logged where the end-to-end tests look.
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  } else {
    // The pre-rendered page's title, description and link cards go: the app writes its own.
    for (const element of document.head.querySelectorAll('[data-prerendered]')) element.remove();
    createRoot(container).render(app(language));
  }
  // The field beacon goes to the Firebase site's own endpoint, and in development to the console.
  if (env.firebase !== null || import.meta.env.DEV) {
    whenLoadedAndIdle(() => {
      import('./lib/field-beacon').then(
        ({ startFieldBeacon }) =>
          startFieldBeacon({
            pages: { routePath, pagePath, addressLanguage },
            searches: unmatchedSearches,
          }),
        // Offline, or a new deployment removed the chunk: the figures are lost, the page is not.
        () => undefined,
      );
    });
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not a top-level await: the bundler would then split the chunk into many small ones, so that the
// Bengali chunk's imports from it could not wait on it.
void start(root);
