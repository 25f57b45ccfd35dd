import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RootLayout } from '../../src/app/layout/root-layout';

/** Where the app's router is now, for tests that follow a link or check the URL's query. */
export const currentLocation = { pathname: '', search: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    currentLocation.pathname = pathname;
    currentLocation.search = search;
  }, [pathname, search]);
  return null;
}

/** The whole site, with its header, footer and route table, opened at `path`. */
export function renderApp(path = '/') {
  return renderAt(path, <RootLayout />);
}

/** One component inside a router opened at `path`. */
export function renderAt(path: string, element: ReactElement) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      {element}
    </MemoryRouter>,
  );
  return { user, ...result };
}
