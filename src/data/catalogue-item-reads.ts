import { env } from '../config/env';
import { itemPath, type ItemListName } from '../shared/routes';
import { listCollections, searchedListNames } from '../shared/catalogue-lists';
import { isLongText } from '../shared/published-catalogue';
import type { CatalogueItem, Reviewer } from '../shared/types';
import { catalogueLists } from './catalogue';
import { mayListCatalogue } from './source/select-data-source';
import { concernLink, conditionsLinking, named } from './condition-links';
import type { SearchEntry } from './search-index';

/**
 * What an item's page reads beyond its list (./catalogue-item.ts): its long texts, the packages
 * that include it, its included tests and reviewer. Loaded with the page's first refresh, after
 * the pre-rendered page has shown, so no page carries it in its first load.
 */

/**
 * An item from its published list, which leaves its long texts out, with those its page was
 * built with: the same item's, kept until the next deploy draws the page again. A page the
 * browser draws itself (opened from a list) reads them from the item's own document instead, one
 * read by id; the demo catalogue's list holds them already.
 */
export async function withLongTexts<T extends { id: string }>(
  list: ItemListName,
  listed: T,
  built: unknown,
): Promise<T> {
  const own = (item: object) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => isLongText(key) && !(key in listed)));
  if ((built as { id?: unknown } | undefined)?.id === listed.id) {
    return { ...listed, ...own(built as object) };
  }
  const firebase = env.firebase;
  if (firebase === null || mayListCatalogue()) return listed;
  const collection = listCollections[list];
  const [{ publicDocumentReader }, { listParsers }] = await Promise.all([
    import('./source/adapters/firestore/published-reader'),
    import('../shared/parsers/list-parsers'),
  ]);
  // Without it the page still shows all its list holds.
  const document = await publicDocumentReader(firebase)(collection, listed.id).catch(() => null);
  const parsed = document === null ? null : listParsers[collection](document);
  return parsed === null ? listed : { ...listed, ...own(parsed) };
}

/**
 * The packages that include a lab test: as the build found them, handed over with its page, or
 * for a page the browser draws itself, from the build's search index, fetched once a visit.
 */
export async function includingPackages(
  list: ItemListName,
  id: string,
  built: CatalogueItem<unknown> | null | undefined,
): Promise<CatalogueItem<unknown>['includedIn']> {
  if (built?.includedIn) return built.includedIn;
  if (list !== 'labTests') return [];
  return (await import('./search-index')).packagesIncludingTest(id);
}

/**
 * The health concerns that link a test's page and the tests and packages they share: as the build
 * found them, handed over with its page, or for a page the browser draws itself, from the build's
 * search index, fetched once a visit. None for a doctor.
 */
export async function concernsOf(
  list: ItemListName,
  slug: string,
  built: CatalogueItem<unknown> | null | undefined,
): Promise<Pick<CatalogueItem<unknown>, 'conditions' | 'related'>> {
  if (list === 'doctors') return {};
  if (built?.conditions) return { conditions: built.conditions, related: built.related ?? [] };
  return conditionsOfPage(itemPath(list, slug));
}

/**
 * The pathologist in charge as the site's settings name them now ('' for nobody), from the
 * visit's one read of them, which the page makes anyway; null when they cannot be read.
 */
const pathologistNow = async (): Promise<string | null> =>
  (await (await import('./site-settings')).requestSiteSettings())?.credentials.pathologist ?? null;

/**
 * A built page's reviewer, the pathologist in charge (no page of their own) as the settings name
 * them now: nobody once they name none. A doctor, or settings that cannot be read, leave the
 * reviewer as built.
 */
async function asTheSettingsNameThem(reviewer: Reviewer): Promise<Reviewer | undefined> {
  if (reviewer.slug !== '') return reviewer;
  const pathologist = await pathologistNow();
  if (pathologist === null) return reviewer;
  return pathologist === '' ? undefined : { ...reviewer, name: pathologist };
}

/**
 * A test's included tests and reviewer: those its page was built with while it names the same
 * ones, otherwise found in its list and, for a reviewer, the doctors' list (one more read of a
 * published list, only for a reviewed test the browser draws itself) or the site's settings.
 */
export async function linksOf(
  list: ItemListName,
  listed: { id: string; includes?: readonly string[]; reviewedBy?: string },
  items: readonly { id: string; name: string }[],
  built: CatalogueItem<unknown> | null | undefined,
): Promise<Pick<CatalogueItem<unknown>, 'includedTests' | 'reviewer'>> {
  if (list === 'doctors') return {};
  const builtItem = built?.item as typeof listed | undefined;
  if (
    builtItem?.id === listed.id &&
    String(builtItem.includes) === String(listed.includes) &&
    builtItem.reviewedBy === listed.reviewedBy
  ) {
    const { includedTests } = built ?? {};
    const reviewer = built?.reviewer && (await asTheSettingsNameThem(built.reviewer));
    return {
      ...(includedTests === undefined ? {} : { includedTests }),
      ...(reviewer === undefined ? {} : { reviewer }),
    };
  }
  // Only a page the browser draws itself gets here: the code comes with it.
  const { itemLinks, byPathologist } = await import('./item-links');
  const doctors =
    listed.reviewedBy === undefined || byPathologist(listed)
      ? []
      : await catalogueLists.doctors().then(
          ({ items: read }) => read,
          () => [],
        );
  const pathologist = byPathologist(listed) ? ((await pathologistNow()) ?? '') : '';
  return itemLinks(listed, items, doctors, pathologist);
}

/**
 * The health concerns that link a test's page and the tests and packages they share, from the
 * index: for a test's page the browser draws itself. None when the index cannot be had.
 */
async function conditionsOfPage(path: string): Promise<ReturnType<typeof conditionsLinking>> {
  const { loadSearchIndex } = await import('./search-index');
  const index = await loadSearchIndex();
  if (index === null) return { conditions: [], related: [] };
  const byPath = new Map<string, SearchEntry>();
  for (const list of searchedListNames) {
    for (const entry of index[list]) byPath.set(entry.path, entry);
  }
  const linking = index.conditions.map((condition) => ({
    ...concernLink(condition),
    items: condition.items.map((item) => {
      const entry = byPath.get(item);
      return { path: item, ...named(entry?.name ?? '', entry?.name_bn) };
    }),
  }));
  const { conditions, related } = conditionsLinking(linking, path);
  // A page the index does not name (the test's own, in a test) has no name to show.
  return { conditions, related: related.filter(({ name }) => name !== '') };
}
