import { PageMeta } from '../../components/page-meta';
import { site } from '../../config/site';
import { useNamespace } from '../../i18n/messages';
import { useSiteText } from '../../i18n/site-text';
import { HomeBanners } from './home-banners';
import { ServiceTiles } from './service-tiles';
import './home.scss';
import { home as homeEn } from '../../i18n/en/home';

export function HomePage() {
  const m = useNamespace('home', homeEn);
  const { town } = useSiteText();
  return (
    <>
      <PageMeta title={m.title} description={m.description(town)} />
      <div className="container pt-3 pt-lg-4">
        <HomeBanners />
      </div>
      <div className="container py-4">
        <h1 className="page-heading">{m.heading(site.brandName)}</h1>
        <p className="lead-paragraph home-intro">{m.intro(town)}</p>
      </div>
      <section className="container pb-2" aria-labelledby="home-tiles-heading">
        <h2 id="home-tiles-heading" className="home-section-heading">
          {m.tilesHeading}
        </h2>
        <ServiceTiles />
      </section>
    </>
  );
}
