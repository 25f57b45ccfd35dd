import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { paths } from '../../../src/config/paths';

/**
 * The package pages in a router opened at `path`, on fresh copies of the data modules: the list
 * loaders keep what they read for the whole visit, so each test starts a new visit. The test file
 * mocks `src/data/select-data-source` to hand out its fake source.
 */
export async function renderPackages(path: string) {
  vi.resetModules();
  const { HealthPackagesPage } =
    await import('../../../src/features/packages/health-packages-page');
  const { PackageDetailPage } = await import('../../../src/features/packages/package-detail-page');
  const { listPackages } = await import('../../../src/data/catalogue');
  const router = createMemoryRouter(
    [
      { path: paths.healthPackages, element: <HealthPackagesPage /> },
      { path: paths.generalPackage, element: <PackageDetailPage kind="general" /> },
      { path: paths.alcoholImpactPackage, element: <PackageDetailPage kind="alcoholImpact" /> },
      { path: paths.diabeticPackage, element: <PackageDetailPage kind="diabetic" /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user, listPackages };
}

/** Where the router is now, as the address bar would show it. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
