// The site's routes and the source module of each route's page, read from the route table
// (src/app/routes.tsx) and src/config/paths.ts, so the build scripts cannot drift from them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every `<Route path={paths.x} element={<Page …/>} />` of the route table, in its order, as
 * `{ name, path, module }` where `module` is the page's source file as the build manifest keys it
 * (`src/features/home/home-page.tsx`).
 */
export interface RouteModule {
  name: string;
  path: string;
  module: string;
}

export function readRouteModules(root = '.'): RouteModule[] {
  const pathsSource = readFileSync(path.join(root, 'src/config/paths.ts'), 'utf8');
  const routesSource = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
  const paths: Record<string, string> = Object.fromEntries(
    [...pathsSource.matchAll(/^\s+(\w+): '([^']+)'/gm)].map((m) => [m[1], m[2]]),
  );
  const modules: Record<string, string> = Object.fromEntries(
    [...routesSource.matchAll(/const (\w+) = lazyPage\(\(\) =>\s*import\('([^']+)'\)/g)].map(
      (m) => [m[1], `src/${(m[2] ?? '').replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}.tsx`],
    ),
  );
  const routes = [
    ...routesSource.matchAll(/<Route\s+path=\{paths\.(\w+)\}\s+element=\{<(\w+)/g),
  ].map(([, name = '', page = '']) => ({ name, path: paths[name], module: modules[page] }));
  const complete = routes.filter(
    (route): route is RouteModule => route.path !== undefined && route.module !== undefined,
  );
  if (complete.length === 0 || complete.length < routes.length) {
    throw new Error('src/app/routes.tsx no longer reads as this script expects: update it.');
  }
  return complete;
}

/** The route an address opens, matched as the router does (any case, `:param` is one segment). */
export function routeFor(routes: RouteModule[], pathname: string): RouteModule | undefined {
  return routes.find(({ path: pattern }) => {
    const source = pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`, 'i').test(pathname);
  });
}

/** Every chunk a build manifest entry loads up front: itself and its static imports, transitively. */
export type Manifest = Record<string, ManifestChunk>;
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export function manifestClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}

/** The manifest key of the build's entry chunk (src/main.tsx). */
export const manifestEntry = (manifest: Manifest) =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);
