import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HelplineItems } from '../../components/helpline-items';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../shared/routes';
import {
  isRadiologyServiceAvailable,
  type RadiologyService,
} from '../../config/radiology-services';
import { lazyWithText } from '../../i18n/lazy-with-text';
import { useInfoMessages } from '../../i18n/use-info-messages';

// Below the fold: the studies' cards, the catalogue's reader and its texts come after the page's
// own code; the pre-rendered cards show meanwhile.
const ServiceStudies = lazyWithText(async () => (await import('./service-studies')).ServiceStudies);

/** One imaging service: what it offers, or that it is not available yet. */
export default function RadiologyServicePage({ service }: { service: RadiologyService }) {
  const messages = useInfoMessages();
  const texts = messages.info.radiologyServices;
  const page = texts[service];
  const facility =
    isRadiologyServiceAvailable(service) && 'facility' in page ? page.facility : null;

  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Link to={paths.radiology} className="btn btn-outline-primary btn-sm mb-3">
        <span aria-hidden="true">← </span>
        {texts.backToRadiology}
      </Link>
      <h1 className="page-heading">{page.title}</h1>
      <p className="lead-paragraph">{page.intro}</p>
      <div className="row g-4">
        <section className="col-12 col-md-7" aria-labelledby="facility-heading">
          <div className="card h-100 shadow-sm">
            <div className="card-body">
              <h2 id="facility-heading" className="h4">
                {texts.facilityHeading}
              </h2>
              {facility === null ? (
                <>
                  <p className="fw-semibold text-danger mb-1">{messages.common.notAvailable}</p>
                  <p className="mb-0">{texts.notAvailableYet}</p>
                </>
              ) : (
                <ul className="facility-list mb-0">
                  {facility.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </section>
        <section className="col-12 col-md-5" aria-labelledby="helplines-heading">
          <div className="card h-100 shadow-sm">
            <div className="card-body">
              <h2 id="helplines-heading" className="h4">
                {texts.helplinesHeading}
              </h2>
              <ul className="list-unstyled mb-0">
                <HelplineItems
                  iconSize={16}
                  itemClassName="mb-2"
                  linkClassName="btn btn-outline-primary"
                />
              </ul>
            </div>
          </div>
        </section>
      </div>
      <Suspense fallback={<div aria-busy="true" />}>
        <ServiceStudies service={service} />
      </Suspense>
    </div>
  );
}
