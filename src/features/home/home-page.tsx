import { lazy, Suspense } from 'react';
import { CentreCredentialsNote, ReportReadyAction } from '../../components/after-load';
import { PageMeta } from '../../components/page-meta';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { useHomeMessages } from '../../i18n/use-home-messages';
import { useSiteText } from '../../i18n/site-text';
import { HomePopular } from './home-popular';
import { HomeSearch } from './home-search';
import { ServiceTiles } from './service-tiles';
import './home.scss';

// Below the first screen since the search and popular tests lead: the slides' code comes after the
// page's own, and their pre-rendered first slide shows meanwhile.
const HomeBanners = lazy(() =>
  import('./home-banners').then((module) => ({ default: module.HomeBanners })),
);

export default function HomePage() {
  const messages = useHomeMessages();
  const { town } = useSiteText();
  return (
    <>
      <PageMeta title={messages.home.title} description={messages.home.description(town)} />
      {/* What a visitor came for first, within a phone's first screen; the highlights after. */}
      <div className="container pt-3 pt-lg-4 pb-4">
        <h1 className="page-heading">{messages.home.heading(site.brandName)}</h1>
        <HomeSearch />
        <HomePopular />
      </div>
      <div className="container pb-4">
        <p className="lead-paragraph home-intro">{messages.home.intro(town)}</p>
        <Suspense fallback={<div aria-busy="true" />}>
          <HomeBanners />
        </Suspense>
      </div>
      <section className="container pb-2" aria-labelledby="home-tiles-heading">
        <h2 id="home-tiles-heading" className="home-section-heading">
          {messages.home.tilesHeading}
        </h2>
        <ServiceTiles />
      </section>
      <p className="container pb-2 link-list">
        <Link className="fw-semibold" to={paths.conditions}>
          {messages.home.concerns} <span aria-hidden="true">→</span>
        </Link>
      </p>
      <div className="container pb-4">
        <ReportReadyAction />
        {/* Last, as it arrives after load: it moves nothing a visitor has in view. */}
        <CentreCredentialsNote className="mt-4" />
      </div>
    </>
  );
}
