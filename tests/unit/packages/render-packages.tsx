import { createElement } from 'react';
import { vi } from 'vitest';
import { siteRoutes } from '../../../src/config/paths';
import { renderInRouter } from '../../support/render';

/**
 * The package pages, as the route table routes them, in a router opened at `path`, on fresh
 * copies of the data modules: the list loaders keep what they read for the whole visit, so each
 * test starts a new visit. The test file mocks the data source with tests/support's fake.
 */
export async function renderPackages(path: string) {
  vi.resetModules();
  const { pages } = await import('../../../src/app/pages');
  const { listPackages } = await import('../../../src/data/catalogue');
  const routes = await Promise.all(
    siteRoutes
      .filter(({ page }) => page === 'healthPackages' || page === 'packageDetail')
      .map(async ({ path: pattern, page, props }) => ({
        path: pattern,
        element: createElement(await pages[page].load(), props),
      })),
  );
  const rendered = renderInRouter([...routes, { path: '*', element: <p>Another page</p> }], {
    path,
  });
  return { ...rendered, listPackages };
}
