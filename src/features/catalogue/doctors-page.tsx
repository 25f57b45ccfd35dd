import type { Doctor } from '../../shared/types';
import { DoctorCard } from './doctor-card';
import { useListPage } from './list-layout';
import { SearchableList } from './searchable-list';

/** Visitors look for a doctor by what they treat ("heart", "child") as often as by name. */
const specialityAndDegree = (doctor: Doctor) => [doctor.des, doctor.des_bn ?? '', doctor.degree];

/**
 * Find a Doctor: the doctors and their search, as the lists of tests are drawn; a page of its
 * own so that the lists of tests never download the doctors' cards and schedules.
 */
export default function DoctorsPage() {
  const { meta, texts, header } = useListPage('doctors');
  return (
    <>
      {meta}
      <SearchableList
        list="doctors"
        texts={texts}
        header={header}
        updated="list"
        layout="doctors"
        skeletonHeight={330}
        Card={DoctorCard}
        alsoSearched={specialityAndDegree}
      />
    </>
  );
}
