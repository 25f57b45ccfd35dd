import type { SkeletonHeight } from '../../components/skeleton-cards';
import { itemPath } from '../../shared/routes';
import type { CachedLoader } from '../../data/source/cached-loader';
import { catalogueLists } from '../../data/catalogue';
import type { CatalogueList, ListedTest } from '../../shared/types';
import type { ListSearchProps } from './list-layout';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

type TestListName = 'labTests' | 'radiology' | 'cardiology' | 'neurology';

/**
 * A list of tests drawn searchable: its card, each linking to the test's own page, the
 * skeleton's card height, what its date speaks of (every test list's prices) and its cards'
 * heading level (on Radiology they sit under a "Radiology tests" heading).
 */
function searchableTests<Test extends ListedTest>(
  list: TestListName,
  load: CachedLoader<CatalogueList<Test>>,
  options: { updated: 'prices' | 'list'; skeletonHeight: SkeletonHeight; headingLevel?: 3 },
) {
  // Made once, not per render, so cards are not rendered again on every keystroke.
  const renderTest = (test: Test, slug: string) => (
    <TestCard test={test} href={itemPath(list, slug)} headingLevel={options.headingLevel} />
  );
  return (props: ListSearchProps) => (
    <SearchableList
      {...props}
      own={list}
      load={load}
      updated={options.updated}
      skeletonHeight={options.skeletonHeight}
      renderItem={renderTest}
    />
  );
}

/** The lists of tests, each drawn searchable. */
export const testLists = {
  labTests: searchableTests('labTests', catalogueLists.labTests, {
    updated: 'prices',
    skeletonHeight: 262,
  }),
  radiology: searchableTests('radiology', catalogueLists.radiology, {
    updated: 'prices',
    skeletonHeight: 200,
    headingLevel: 3,
  }),
  cardiology: searchableTests('cardiology', catalogueLists.cardiology, {
    updated: 'prices',
    skeletonHeight: 200,
  }),
  neurology: searchableTests('neurology', catalogueLists.neurology, {
    updated: 'prices',
    skeletonHeight: 200,
  }),
};
