import { Breadcrumb } from '../../components/breadcrumb';
import { CentreCredentialsNote, CentrePhotos } from '../../components/after-load';
import { PageMeta } from '../../components/page-meta';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { useInfoMessages } from '../../i18n/use-info-messages';
import { useSiteText } from '../../i18n/site-text';
import centreIllustration from './centre-illustration.svg';

export default function AboutPage() {
  const messages = useInfoMessages();
  useScrollToTop();
  const { town } = useSiteText();
  const about = messages.info.about;
  return (
    <div className="container py-4">
      <PageMeta title={about.title} description={about.description(site.brandName, town)} />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, { label: about.title }]}
      />
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-6">
          <h1 className="page-heading">{about.heading(site.brandName, town)}</h1>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="lead-paragraph">
              {paragraph}
            </p>
          ))}
          <CentreCredentialsNote className="mt-3" />
        </div>
        <div className="col-12 col-lg-6">
          <img
            className="img-fluid rounded-3 shadow-sm"
            src={centreIllustration}
            alt={about.photoAlt(site.brandName)}
            width={960}
            height={640}
            decoding="async"
          />
        </div>
      </div>
      <CentrePhotos className="mt-4" />
    </div>
  );
}
