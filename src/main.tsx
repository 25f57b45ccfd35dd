import { reportAppFailed } from './lib/early-input';
import { registerServiceWorker } from './lib/register-service-worker';

// Only a build has the worker (scripts/lib/service-worker.ts); the dev server never serves one.
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
const startApp = () =>
  import('./entry-client').catch((error: unknown) => {
    // Offline, or a new deployment removed the chunk: a pre-rendered page still reads and links,
    // and its forms go as the browser sends them.
    console.error('The app could not start:', error);
    reportAppFailed();
  });

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

/**
 * A pre-rendered page (scripts/prerender.ts) reads without script, its template's styles inline,
 * so the app's script (React, the router, the page) is fetched only once the browser has painted
 * it: on a slow connection the page's HTML and first picture get the bandwidth first. The page's
 * stylesheets and own chunks, which the build lists on the root, and its data file if it has one,
 * are fetched alongside; Vite starts the app once the stylesheets have loaded. The app shell,
 * which shows nothing yet, starts the app at once.
 */
if (root?.dataset.prerenderedPath === undefined) {
  void startApp();
} else {
  afterFirstContentfulPaint(() => {
    const preload = (rel: string, href: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      if (as) link.as = as;
      document.head.append(link);
    };
    for (const href of root.dataset.stylesheets?.split(' ') ?? [])
      preload('preload', href, 'style');
    for (const href of root.dataset.pageModules?.split(' ') ?? []) preload('modulepreload', href);
    // A long list's data, in a file of its own (scripts/lib/page-document.ts), comes alongside.
    const dataFile = document.getElementById('prerendered-data')?.dataset.src;
    if (dataFile) preload('preload', dataFile, 'fetch');
    void startApp();
  });
}
