import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { useAfterLoad } from '../../lib/use-after-load';
import { AppReady } from '../app-ready';
import { pageLoads } from '../lazy-page';
import { PageErrorBoundary } from '../page-error-boundary';
import { AppRoutes } from '../app-routes';
import { Footer } from './footer';
import { Header } from './header';

// Staff's notices and the footer's open-now line: fetched once the page has loaded and is idle.
const LayoutNotices = lazy(() => import('./layout-notices'));

/**
 * The notices' place, which alone draws again once the page has loaded: the layout drawing again
 * would draw the page again too, and a part of a pre-rendered page whose code was still on its
 * way would give way to its loading state and back.
 */
function NoticesAfterLoad() {
  return (
    useAfterLoad() && (
      <Suspense fallback={null}>
        <LayoutNotices />
      </Suspense>
    )
  );
}

export function RootLayout() {
  const messages = useMessages();
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const loadingPage = useSyncExternalStore(pageLoads.subscribe, pageLoads.pending, () => false);
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // A new page starts at its top, or at the section its link names (/Terms#privacy), and screen
  // readers start reading it rather than the old menu. Back and Forward (POP) leave the scroll
  // position to the browser, which restores it.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') {
      const section =
        hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
      if (section) section.scrollIntoView();
      // Instant: Bootstrap makes scrolling smooth, which would glide up through the old page.
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);

  return (
    <>
      <a className="skip-link visually-hidden-focusable" href="#main">
        {messages.layout.skipToContent}
      </a>
      <Header />
      <NoticesAfterLoad />
      {loadingPage && (
        <div
          className="navigation-progress"
          role="progressbar"
          aria-label={messages.layout.loadingPage}
        />
      )}
      <main id="main" ref={main} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={<p className="container py-5 page-loading">{messages.layout.loadingPage}</p>}
          >
            <AppRoutes />
            <AppReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
