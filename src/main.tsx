import { reportAppFailed } from './lib/early-input';
import { registerServiceWorker } from './lib/register-service-worker';

// Only a build has the worker (scripts/lib/service-worker.ts); the dev server never serves one.
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
const appFailed = (error: unknown) => {
  // Offline, or a new deployment removed the chunk: a pre-rendered page still reads and links,
  // and its forms go as the browser sends them.
  console.error('The app could not start:', error);
  reportAppFailed();
};
const startApp = () => import('./entry-client').catch(appFailed);

/** Calls `start` once the browser has painted the page's content, or after `wait` ms at most. */
function afterFirstContentfulPaint(start: () => void, wait = 3000) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, wait);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

const linkTo = (rel: string, href: string, as = '') => {
  const link = Object.assign(document.createElement('link'), { rel, href, crossOrigin: '' });
  if (as) link.as = as;
  document.head.append(link);
  return link;
};

/**
 * Links the page's stylesheets and applies them together once every one has loaded: applied one
 * by one as each arrived, the site's stylesheet would for a moment override the inline rules the
 * page's own stylesheet overrides in turn, and the page would shift and shift back. A stylesheet
 * for print applies to nothing on a screen, so it neither blocks the page nor restyles it while
 * it loads; its preload fetches it as early as one the page needs. Rejects if one fails to load,
 * as Vite does for a page's stylesheet.
 */
const applyStylesheetsTogether = (hrefs: readonly string[]) =>
  Promise.all(
    hrefs.map((href) => {
      linkTo('preload', href, 'style');
      const link = linkTo('stylesheet', href);
      link.media = 'print';
      return new Promise<HTMLLinkElement>((resolve, reject) => {
        link.onload = () => resolve(link);
        link.onerror = reject;
      });
    }),
  ).then((links) => {
    for (const link of links) link.media = 'all';
  });

/**
 * A pre-rendered page (scripts/prerender.ts) reads without script, its template's styles inline,
 * so the app's script (React, the router, the page) is fetched only once the browser has painted
 * it: on a slow connection the page's HTML and first picture get the bandwidth first. The page's
 * own chunks, which the build lists on the root, and its data file if it has one, are fetched
 * alongside its stylesheets, and the app starts once those apply, so that what it draws later
 * (a notice, a menu) is styled; Vite finds them linked already. The app shell, which shows nothing
 * yet, starts the app at once.
 */
if (root?.dataset.prerenderedPath === undefined) {
  void startApp();
} else {
  afterFirstContentfulPaint(() => {
    const stylesheets = applyStylesheetsTogether(root.dataset.stylesheets?.split(' ') ?? []);
    for (const href of root.dataset.pageModules?.split(' ') ?? []) linkTo('modulepreload', href);
    // A long list's data, in a file of its own (scripts/lib/page-document.ts), comes alongside.
    const dataFile = document.getElementById('prerendered-data')?.dataset.src;
    if (dataFile) linkTo('preload', dataFile, 'fetch');
    void stylesheets.then(startApp, appFailed);
  });
}
