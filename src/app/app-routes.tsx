import { createElement, isValidElement, type ComponentType } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { siteRoutes, pageFile, pageProps, type PageModule } from '../shared/routes';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Every page module of the route table, found by its file: each its own chunk, so a visitor
 * downloads only the pages they open. A page module's default export is the page.
 */
const pageModules = import.meta.glob<ComponentType<object>>('../features/*/*-page.tsx', {
  import: 'default',
});

/** One lazily loaded component per page module, shared by the routes that show it (/usg, /Usg). */
const lazyPages = new Map<PageModule, LazyPage<object>>();
function pageComponent(page: PageModule): LazyPage<object> {
  let component = lazyPages.get(page);
  if (!component) {
    const load = pageModules[`../${pageFile(page).slice('src/'.length)}`];
    if (!load) throw new Error(`The route table names ${pageFile(page)}, which does not exist`);
    component = lazyPage(load);
    lazyPages.set(page, component);
  }
  return component;
}

const notFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

/**
 * The router's routes, from the route table (src/shared/routes.ts), and the 404 page for any
 * other address. Matching ignores case, as the old site's did, so /usg and /Usg (both linked) and
 * /radiology all work.
 */
const routeElements = (
  <>
    {siteRoutes.map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={createElement(pageComponent(route.page), pageProps(route))}
      />
    ))}
    <Route path="*" element={createElement(notFoundPage)} />
  </>
);

export function AppRoutes() {
  return <Routes>{routeElements}</Routes>;
}

const routeObjects = createRoutesFromChildren(routeElements);
const routeShown = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route;

/** The route table's path of the page `pathname` shows (`/labtest/:slug`), `*` for the 404 page. */
export const routePath = (pathname: string) => routeShown(pathname)?.path;

/**
 * Loads the chunk of the page `pathname` shows, so that the first render, when it cannot hydrate
 * pre-rendered HTML, draws the page at once rather than a loading state over it.
 */
export function preloadPage(pathname: string): Promise<void> {
  const element = routeShown(pathname)?.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}
