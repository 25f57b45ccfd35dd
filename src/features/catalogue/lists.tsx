import type { ReactNode } from 'react';
import { catalogueLists } from '../../data/catalogue';
import type { Doctor, LabTest, ListedTest } from '../../data/types';
import type { Messages } from '../../i18n/messages';
import { DoctorCard } from './doctor-card';
import { SearchableList, type ListTexts } from './searchable-list';
import { TestCard } from './test-card';

/** The catalogue lists with a search page of their own (the packages have tabs). */
export type SearchedListName = 'labTests' | 'doctors' | 'radiology' | 'cardiology' | 'neurology';

/** What a list's page is given: its texts and what sits above its search box. */
interface ListSearchProps {
  texts: ListTexts;
  header: ReactNode;
}

// Module-level, so cards are not rendered again on every keystroke and doctors are indexed once.
const renderLabTest = (test: LabTest) => <TestCard test={test} />;
const renderTest = (test: ListedTest) => <TestCard test={test} />;
/** On Radiology the tests sit under a "Radiology tests" heading, below the service tiles. */
const renderRadiologyTest = (test: ListedTest) => <TestCard test={test} headingLevel={3} />;
const renderDoctor = (doctor: Doctor) => <DoctorCard doctor={doctor} />;
/** Visitors look for a doctor by what they treat ("heart", "child") as often as by name. */
const specialityAndDegree = (doctor: Doctor) => [doctor.des, doctor.des_bn ?? '', doctor.degree];

/**
 * Each searched list: its texts in the catalogue's messages, whether its breadcrumb passes
 * through Contact (as the old site's Find a Test and Find a Doctor did), and its searchable list:
 * the loader, the card, the skeleton's card height and what its date speaks of.
 */
export const searchedLists: Record<
  SearchedListName,
  {
    texts: (catalogue: Messages['catalogue']) => Messages['catalogue'][SearchedListName];
    viaContact: boolean;
    search: (props: ListSearchProps) => ReactNode;
  }
> = {
  labTests: {
    texts: (catalogue) => catalogue.labTests,
    viaContact: true,
    search: (props) => (
      <SearchableList
        {...props}
        load={catalogueLists.labTests}
        updated="prices"
        skeletonHeight={262}
        renderItem={renderLabTest}
      />
    ),
  },
  doctors: {
    texts: (catalogue) => catalogue.doctors,
    viaContact: true,
    search: (props) => (
      <SearchableList
        {...props}
        load={catalogueLists.doctors}
        updated="list"
        layout="doctors"
        skeletonHeight={330}
        renderItem={renderDoctor}
        alsoSearched={specialityAndDegree}
      />
    ),
  },
  radiology: {
    texts: (catalogue) => catalogue.radiology,
    viaContact: false,
    search: (props) => (
      <SearchableList
        {...props}
        load={catalogueLists.radiology}
        updated="list"
        skeletonHeight={200}
        renderItem={renderRadiologyTest}
      />
    ),
  },
  cardiology: {
    texts: (catalogue) => catalogue.cardiology,
    viaContact: false,
    search: (props) => (
      <SearchableList
        {...props}
        load={catalogueLists.cardiology}
        updated="list"
        skeletonHeight={200}
        renderItem={renderTest}
      />
    ),
  },
  neurology: {
    texts: (catalogue) => catalogue.neurology,
    viaContact: false,
    search: (props) => (
      <SearchableList
        {...props}
        load={catalogueLists.neurology}
        updated="list"
        skeletonHeight={200}
        renderItem={renderTest}
      />
    ),
  },
};
