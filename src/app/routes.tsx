import { createElement, isValidElement } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { siteRoutes } from '../config/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { pages, type PageModule } from './pages';

/** One lazily loaded component per page, shared by the routes that show it (/usg and /Usg). */
const lazyPages = new Map<PageModule, LazyPage<object>>();
function lazyComponent(page: PageModule): LazyPage<object> {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazyPage(page.load);
    lazyPages.set(page, component);
  }
  return component;
}

/**
 * The router's routes, from the route table (config/paths.ts), and the 404 page for any other
 * address. Every page is its own lazily loaded chunk, so a visitor downloads only the pages they
 * open. Matching ignores case, as the old site's did, so /usg and /Usg (both linked) and
 * /radiology all work.
 */
const routeElements = (
  <>
    {siteRoutes.map(({ path, page, props }) => (
      <Route key={path} path={path} element={createElement(lazyComponent(pages[page]), props)} />
    ))}
    <Route path="*" element={createElement(lazyComponent(pages.notFound))} />
  </>
);

export function AppRoutes() {
  return <Routes>{routeElements}</Routes>;
}

const routeObjects = createRoutesFromChildren(routeElements);

/**
 * Loads the chunk of the page `pathname` shows, so that the first render, when it cannot hydrate
 * pre-rendered HTML, draws the page at once rather than a loading state over it.
 */
export function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(routeObjects, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}
