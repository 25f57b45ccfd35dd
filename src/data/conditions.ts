import { concernLink, conditionPath } from './condition-links';
import type { ConcernLink } from '../shared/types';
import type { ConditionPage } from './build/condition-pages';
import { cachedLoader, type CachedLoader } from './source/cached-loader';
import {
  carriedData,
  prerenderedCondition,
  prerenderedConditionLinks,
} from './source/prerendered-data';
import { loadSearchIndex } from './search-index';

/**
 * The health concerns' pages, which the build alone draws from the `Conditions` collection
 * (./build/condition-pages.ts): no visitor reads Firestore for them. A page opened within the
 * site takes what the build drew it with from its own pre-rendered file, as its address would
 * have served it; the pages listing the concerns take their links from the search index.
 */

const pageLoaders = new Map<string, CachedLoader<ConditionPage | null>>();

/** A concern's page by its slug, once a visit; null when the build drew no such page. */
export function conditionLoader(slug: string): CachedLoader<ConditionPage | null> {
  let loader = pageLoaders.get(slug);
  if (!loader) {
    loader = cachedLoader(
      () => drawnWith(slug),
      () => {
        const page = prerenderedCondition(slug);
        return page === undefined ? undefined : { value: page };
      },
    );
    pageLoaders.set(slug, loader);
  }
  return loader;
}

/** The data the build drew a concern's page with, from the page's own file (or its data file). */
async function drawnWith(slug: string): Promise<ConditionPage | null> {
  const response = await fetch(conditionPath(slug));
  if (!response.ok) return response.status === 404 ? null : Promise.reject(response);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return (await carriedData(page))?.conditions?.[slug] ?? null;
}

/** Every concern's link, once a visit: as the page was built with, or from the search index. */
export const conditionLinks: CachedLoader<readonly ConcernLink[]> = cachedLoader(
  async () => {
    const index = await loadSearchIndex();
    if (index === null) throw new Error('The search index could not be had');
    return index.conditions.map(concernLink);
  },
  () => {
    const links = prerenderedConditionLinks();
    return links === undefined ? undefined : { value: links };
  },
);
