import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { listDoctors } from '../../data/catalogue';
import type { Doctor } from '../../data/types';
import { useMessages, useNamespace } from '../../i18n/messages';
import { DoctorCard } from './doctor-card';
import { SearchableList } from './searchable-list';
import { catalogue as catalogueEn } from '../../i18n/en/catalogue';

const renderDoctor = (doctor: Doctor) => <DoctorCard doctor={doctor} />;

export function DoctorsPage() {
  const m = useMessages();
  const catalogueMessages = useNamespace('catalogue', catalogueEn);
  const page = catalogueMessages.doctors;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <SearchableList
        load={listDoctors}
        texts={page}
        layout="doctors"
        skeletonHeight={330}
        renderItem={renderDoctor}
        header={
          <>
            <Breadcrumb
              crumbs={[
                { label: m.common.home, to: paths.home },
                { label: catalogueMessages.contactCrumb, to: paths.contactUs },
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
