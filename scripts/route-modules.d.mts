export interface RouteModule {
  name: string;
  path: string;
  module: string;
}
export function readRouteModules(root?: string): RouteModule[];
export function routeFor(routes: RouteModule[], pathname: string): RouteModule | undefined;
export function manifestClosure(
  manifest: Record<string, { imports?: string[] }>,
  key: string,
  seen?: Set<string>,
): Set<string>;
export function manifestEntry(manifest: Record<string, { isEntry?: boolean }>): string | undefined;
