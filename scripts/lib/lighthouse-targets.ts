// Which pages the Lighthouse script measures against their floors: every route of the route table,
// at its address in each language, and a route whose address names an item at one item's page.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, localizedPath } from '../../src/shared/page-language.ts';
import { siteRoutes } from '../../src/shared/routes.ts';

/** The addresses a route's path (`/labtest/:slug`) matches. */
const addressesOf = (routePath: string) => new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}$`);

/** The first page, by name, the build drew in a folder of item pages (`/bn/labtest`). */
function firstPageIn(servedFolder: string, folder: string): string {
  const [first] = readdirSync(path.join(servedFolder, folder))
    .filter((file) => file.endsWith('.html'))
    .sort();
  if (first === undefined) throw new Error(`${servedFolder} has no page under ${folder}/`);
  return `${folder}/${first.slice(0, -'.html'.length)}`;
}

/**
 * Every page of the route table in `servedFolder`, at its address in each language, that
 * `measured` has none of: a route whose address names an item (a test, a package, a health
 * concern) at the first of its items' pages. A route the build does not pre-render (/Usg, the same
 * page as /usg; a comparison of packages, drawn from the ids in its address) is left out: its
 * first paint is the app shell, by design.
 */
export function pagesToMeasure(servedFolder: string, measured: readonly string[]): string[] {
  return siteRoutes
    .filter(({ prerender }) => prerender !== 'none')
    .flatMap(({ path: routePath }) =>
      languages.flatMap((language) => {
        const address = localizedPath(routePath, language);
        if (measured.some((page) => addressesOf(address).test(page))) return [];
        return address.includes(':')
          ? [firstPageIn(servedFolder, path.posix.dirname(address))]
          : [address];
      }),
    );
}
