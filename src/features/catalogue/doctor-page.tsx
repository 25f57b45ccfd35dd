import { useParams } from 'react-router-dom';
import { ConcernLinks } from '../../components/after-load';
import { Breadcrumb } from '../../components/breadcrumb';
import { absoluteUrl, PageMeta } from '../../components/page-meta';
import { doctorData } from '../../components/doctor-structured-data';
import { breadcrumbData, StructuredData } from '../../components/structured-data';
import { itemPath } from '../../shared/routes';
import { site } from '../../shared/site';
import type { CatalogueItem, Doctor } from '../../shared/types';
import { useInLanguage } from '../../i18n/catalogue-text';
import { localizedPath } from '../../i18n/language-address';
import { useLanguage } from '../../i18n/language';
import { useSiteText } from '../../i18n/site-text';
import { useItemMessages } from '../../i18n/use-item-messages';
import { DoctorCard } from './doctor-card';
import { ItemStates, useItemCrumbs } from './item-states';
import './catalogue.scss';

/**
 * A doctor's own page (`/find-doctor/<slug>`): degree, speciality, when they visit, the fee and a
 * call to book, for a searcher who looks for the doctor by name.
 */
export default function DoctorPage() {
  const { slug = '' } = useParams();
  const text = useItemMessages().item.doctorPage;
  return (
    <div className="container py-4">
      <ItemStates<Doctor> key={slug} list="doctors" slug={slug} texts={text}>
        {(found) => <DoctorDetails found={found} />}
      </ItemStates>
    </div>
  );
}

function DoctorDetails({ found }: { found: CatalogueItem<Doctor> }) {
  const text = useItemMessages().item.doctorPage;
  const siteText = useSiteText();
  const { language } = useLanguage();
  const doctor = useInLanguage()(found.item);
  const path = itemPath('doctors', found.slug);
  const crumbs = useItemCrumbs('doctors', doctor.name);
  const address = (page: string) => absoluteUrl(localizedPath(page, language));
  return (
    <article className="catalogue-item">
      <PageMeta
        title={text.title(doctor.name, doctor.des, siteText.inTown)}
        description={text.description(doctor.name, doctor.des, site.brandName, siteText.town)}
        path={path}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className="card shadow-sm catalogue-card doctor-page-card">
        <DoctorCard item={found.item} />
      </div>
      <ConcernLinks path={path} />
      <StructuredData data={doctorData(doctor, address(path))} />
      <StructuredData
        data={breadcrumbData(
          crumbs.map(({ label, to }) => ({ name: label, url: address(to ?? path) })),
        )}
      />
    </article>
  );
}
