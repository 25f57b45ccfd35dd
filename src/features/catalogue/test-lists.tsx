import { itemPath } from '../../config/routes';
import { catalogueLists } from '../../data/catalogue';
import type { LabTest, ListedTest } from '../../data/types';
import type { ListSearchProps } from './list-layout';
import { SearchableList } from './searchable-list';
import { TestCard } from './test-card';

// Module-level, so cards are not rendered again on every keystroke.
const renderLabTest = (test: LabTest, slug: string) => (
  <TestCard test={test} href={itemPath('labTests', slug)} />
);
/** On Radiology the tests sit under a "Radiology tests" heading, below the service tiles. */
const renderRadiologyTest = (test: ListedTest, slug: string) => (
  <TestCard test={test} href={itemPath('radiology', slug)} headingLevel={3} />
);
const renderCardiologyTest = (test: ListedTest, slug: string) => (
  <TestCard test={test} href={itemPath('cardiology', slug)} />
);
const renderNeurologyTest = (test: ListedTest, slug: string) => (
  <TestCard test={test} href={itemPath('neurology', slug)} />
);

/**
 * The lists of tests, each drawn searchable: its loader, its card, the skeleton's card height and
 * what its date speaks of (a lab test's prices; the other lists have none).
 */
export const testLists = {
  labTests: (props: ListSearchProps) => (
    <SearchableList
      {...props}
      own="labTests"
      load={catalogueLists.labTests}
      updated="prices"
      skeletonHeight={262}
      renderItem={renderLabTest}
    />
  ),
  radiology: (props: ListSearchProps) => (
    <SearchableList
      {...props}
      own="radiology"
      load={catalogueLists.radiology}
      updated="list"
      skeletonHeight={200}
      renderItem={renderRadiologyTest}
    />
  ),
  cardiology: (props: ListSearchProps) => (
    <SearchableList
      {...props}
      own="cardiology"
      load={catalogueLists.cardiology}
      updated="list"
      skeletonHeight={200}
      renderItem={renderCardiologyTest}
    />
  ),
  neurology: (props: ListSearchProps) => (
    <SearchableList
      {...props}
      own="neurology"
      load={catalogueLists.neurology}
      updated="list"
      skeletonHeight={200}
      renderItem={renderNeurologyTest}
    />
  ),
};
