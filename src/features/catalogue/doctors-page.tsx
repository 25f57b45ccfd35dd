import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listDoctors } from '../../data/catalogue';
import type { Doctor } from '../../data/types';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { DoctorCard } from './doctor-card';
import { SearchableList } from './searchable-list';

const renderDoctor = (doctor: Doctor) => <DoctorCard doctor={doctor} />;
/** Visitors look for a doctor by what they treat ("heart", "child") as often as by name. */
const specialityAndDegree = (doctor: Doctor) => [doctor.des, doctor.des_bn ?? '', doctor.degree];

export function DoctorsPage() {
  const messages = useCatalogueMessages();
  const page = messages.catalogue.doctors;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <SearchableList
        load={listDoctors}
        updated="list"
        texts={page}
        layout="doctors"
        skeletonHeight={330}
        renderItem={renderDoctor}
        alsoSearched={specialityAndDegree}
        header={
          <>
            <Breadcrumb
              crumbs={[
                { label: messages.common.home, to: paths.home },
                { label: messages.catalogue.contactCrumb, to: paths.contactUs },
                { label: page.title },
              ]}
            />
            <h1 className="page-heading">{page.title}</h1>
          </>
        }
      />
    </>
  );
}
