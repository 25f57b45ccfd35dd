import { LoadError } from '../../components/load-error';
import { SkeletonCards } from '../../components/skeleton-cards';
import { UpdatedNote } from '../../components/updated-note';
import { catalogueLists, slugsOf } from '../../data/catalogue';
import type { RadiologyService } from '../../config/radiology-services';
import { itemPath } from '../../shared/routes';
import type { ImagingService } from '../../shared/types';
import { useInfoMessages } from '../../i18n/use-info-messages';
import { useLoader } from '../../data/source/cached-loader';
import { TestCard } from './test-card';
import './catalogue.scss';

/** The `service` staff set on a Radiology study, for each service page. */
const studiesOf: Record<RadiologyService, ImagingService> = {
  xray: 'xray',
  usg: 'usg',
  ctScan: 'ct',
  mri: 'mri',
  opg: 'opg',
};

/**
 * The Radiology studies staff placed on this service's page (their `service` field, never a
 * match on names), each a card with its price, Call and WhatsApp and a link to its own page.
 * Nothing is drawn for a service with none.
 */
export function ServiceStudies({ service }: { service: RadiologyService }) {
  const texts = useInfoMessages().info.radiologyServices;
  const state = useLoader(catalogueLists.radiology);
  if (state.status === 'loading') {
    return <SkeletonCards count={3} cardHeight={200} label={texts.studiesLoading} />;
  }
  if (state.status === 'error') {
    return <LoadError what={texts.studiesWhat} onRetry={state.retry} />;
  }
  const slugs = slugsOf(state.data.items);
  const studies = state.data.items.filter((study) => study.service === studiesOf[service]);
  if (studies.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="studies-heading">
      <h2 id="studies-heading" className="h4">
        {texts.studiesHeading}
      </h2>
      <ul className="catalogue-grid catalogue-grid-tests" aria-labelledby="studies-heading">
        {studies.map((study) => (
          <li key={study.id} className="card catalogue-card">
            <TestCard
              item={study}
              href={itemPath('radiology', slugs.get(study.id) ?? study.id)}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
      <UpdatedNote list={state.data} counts="prices" />
    </section>
  );
}
