import { createElement } from 'react';
import { vi } from 'vitest';
import { pageProps, siteRoutes } from '../../src/shared/routes';
import type { Language } from '../../src/i18n/choose-language';
import { renderInRouter } from './render';

/**
 * The package pages, as the route table routes them, under the site's header, in a router opened
 * at `path` (in `language`, when given), on fresh copies of the data modules: the list loaders keep what they read for the
 * whole visit, so each test starts a new visit. The test file mocks the data source with
 * tests/support's fake.
 */
export async function renderPackages(path: string, { language }: { language?: Language } = {}) {
  vi.resetModules();
  const { listPackages } = await import('../../src/data/catalogue');
  const pages: Record<string, React.ComponentType<object>> = {
    'packages/health-packages-page': (
      await import('../../src/features/packages/health-packages-page')
    ).default,
    'packages/package-detail-page': (
      await import('../../src/features/packages/package-detail-page')
    ).default as React.ComponentType<object>,
  };
  const { Header } = await import('../../src/app/layout/header');
  // The language module the fresh pages read, so a reader's language reaches them.
  const { LanguageProvider, loadBengali } = await import('../../src/i18n/language');
  if (language === 'bn') await loadBengali();
  const routes = siteRoutes.flatMap((route) => {
    const page = pages[route.page];
    const shown = page && (
      <>
        <Header />
        {createElement(page, pageProps(route))}
      </>
    );
    const element =
      shown && language ? <LanguageProvider language={language}>{shown}</LanguageProvider> : shown;
    return element ? [{ path: route.path, element }] : [];
  });
  const rendered = renderInRouter([...routes, { path: '*', element: <p>Another page</p> }], {
    path,
  });
  return { ...rendered, listPackages };
}
