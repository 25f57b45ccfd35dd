import { createElement } from 'react';
import { vi } from 'vitest';
import { pageProps, siteRoutes } from '../../src/shared/routes';
import { renderInRouter } from './render';

/**
 * The package pages, as the route table routes them, under the site's header, in a router opened
 * at `path`, on fresh copies of the data modules: the list loaders keep what they read for the
 * whole visit, so each test starts a new visit. The test file mocks the data source with
 * tests/support's fake.
 */
export async function renderPackages(path: string) {
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
  const routes = siteRoutes.flatMap((route) => {
    const page = pages[route.page];
    const element = page && (
      <>
        <Header />
        {createElement(page, pageProps(route))}
      </>
    );
    return element ? [{ path: route.path, element }] : [];
  });
  const rendered = renderInRouter([...routes, { path: '*', element: <p>Another page</p> }], {
    path,
  });
  return { ...rendered, listPackages };
}
