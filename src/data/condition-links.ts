import { paths } from '../shared/routes';
import type { ConcernLink } from '../shared/types';

/**
 * How a test's page and the health concerns' pages link each other: a concern's page names the
 * tests and packages that answer it, and each of those pages names the concerns it answers and
 * the other tests and packages they name (its related ones). The build finds both for the pages
 * it draws (./build/condition-pages.ts); a page the browser draws finds them in the search index.
 */

/** The most related tests and packages a test's page lists. */
export const RELATED_SHOWN = 8;

/** The address of a health concern's page, by its slug. */
export const conditionPath = (slug: string) =>
  paths.condition.replace(':slug', encodeURIComponent(slug));

export const named = (
  name: string,
  name_bn: string | undefined,
): Pick<ConcernLink, 'name' | 'name_bn'> => (name_bn === undefined ? { name } : { name, name_bn });

/** A link to a page from what names it: its address and names, nothing else of it. */
export const concernLink = ({ path, name, name_bn }: ConcernLink): ConcernLink => ({
  path,
  ...named(name, name_bn),
});

/** A health concern as the pages that link it need it: its page, and what that page offers. */
export interface LinkingCondition extends ConcernLink {
  /** Its tests' and packages' pages. */
  items: readonly ConcernLink[];
}

/**
 * The health concerns whose pages link an item's page, and the other tests and packages those
 * concerns link (its related ones, at most RELATED_SHOWN), each once, in the concerns' order.
 */
export function conditionsLinking(
  conditions: readonly LinkingCondition[],
  path: string,
): { conditions: ConcernLink[]; related: ConcernLink[] } {
  const linking: ConcernLink[] = [];
  const related = new Map<string, ConcernLink>();
  for (const condition of conditions) {
    if (!condition.items.some((item) => item.path === path)) continue;
    linking.push(concernLink(condition));
    for (const item of condition.items) {
      if (item.path !== path && !related.has(item.path) && related.size < RELATED_SHOWN) {
        related.set(item.path, concernLink(item));
      }
    }
  }
  return { conditions: linking, related: [...related.values()] };
}
