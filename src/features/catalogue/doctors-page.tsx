import { itemPath } from '../../shared/routes';
import { catalogueLists } from '../../data/catalogue';
import type { Doctor } from '../../shared/types';
import { DoctorCard } from './doctor-card';
import { ListLayout, type ListSearchProps } from './list-layout';
import { SearchableList } from './searchable-list';

// Module-level, so cards are not rendered again on every keystroke and doctors are indexed once.
const renderDoctor = (doctor: Doctor, slug: string) => (
  <DoctorCard doctor={doctor} href={itemPath('doctors', slug)} />
);
/** Visitors look for a doctor by what they treat ("heart", "child") as often as by name. */
const specialityAndDegree = (doctor: Doctor) => [doctor.des, doctor.des_bn ?? '', doctor.degree];

const searchDoctors = (props: ListSearchProps) => (
  <SearchableList
    {...props}
    own="doctors"
    load={catalogueLists.doctors}
    updated="list"
    layout="doctors"
    skeletonHeight={330}
    renderItem={renderDoctor}
    alsoSearched={specialityAndDegree}
  />
);

/**
 * Find a Doctor: the doctors and their search, as the lists of tests are drawn; a page of its
 * own so that the lists of tests never download the doctors' cards and schedules.
 */
export default function DoctorsPage() {
  return <ListLayout list="doctors" search={searchDoctors} />;
}
