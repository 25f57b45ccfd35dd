import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders a page at `url` in a memory router whose one route matches every address, so the test
 * can navigate (a link to the same page, Back) while the page stays mounted.
 */
export function renderPage(page: ReactElement, url: string) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

/** The address's search query, as the visitor would see it in the location bar. */
export const queryInAddress = (router: ReturnType<typeof renderPage>['router']) =>
  new URLSearchParams(router.state.location.search).get('q');
