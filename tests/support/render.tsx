import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../../src/app/layout/root-layout';
import { LanguageProvider, loadBengali } from '../../src/i18n/language';
import type { Language } from '../../src/i18n/choose-language';

interface RenderOptions {
  /** The address the router opens at. */
  path?: string;
  /** A language the visitor chose; without it the site's default, English. */
  language?: Language;
  /** How the simulated user acts (a file picker that ignores `accept`, say). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The one way component tests draw the site: `ui` inside a memory router opened at `path`, as
 * the site runs it, with a user to drive it. `ui` is one page or component, matched at every
 * address so a test can navigate (a link to the same page, Back) while it stays mounted, or a
 * list of routes where the address matters (`:docId`).
 */
export function renderInRouter(
  ui: ReactElement | RouteObject[],
  { path = '/', language, userOptions }: RenderOptions = {},
) {
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const app = <RouterProvider router={router} />;
  const result = render(
    language ? <LanguageProvider language={language}>{app}</LanguageProvider> : app,
  );
  return { ...result, user, router };
}

/** `ui` as a Bengali reader meets it: inside the site's router, in Bengali, its text loaded. */
export async function renderInBengali(ui: ReactElement) {
  await loadBengali();
  return renderInRouter(ui, { language: 'bn' });
}

/**
 * The whole site, with its header, footer and route table, opened at `path`. What the layout
 * fetches after load (the notices, the open-now line, and the settings they read, once a visit)
 * is loaded and read first: begun a moment after the page, it could still be loading when a short
 * test file ends, and a module loaded after the test environment is gone fails the whole run.
 */
export async function renderApp(path = '/') {
  await Promise.all([
    import('../../src/app/layout/layout-notices'),
    import('../../src/components/notice-banners'),
    import('../../src/components/open-now'),
  ]);
  await (await import('../../src/data/site-settings')).requestSiteSettings();
  return renderInRouter(<RootLayout />, { path });
}

type Router = ReturnType<typeof renderInRouter>['router'];

/** Where the router is now, as the address bar would show it. */
export const currentUrl = ({ state: { location } }: Router) =>
  `${location.pathname}${location.search}`;

/** The address's search query, as the visitor would see it in the location bar. */
export const queryInAddress = ({ state: { location } }: Router) =>
  new URLSearchParams(location.search).get('q');
