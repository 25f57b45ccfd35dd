import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { CallButton, WhatsAppButton } from '../../components/contact-buttons';
import { LoadError } from '../../components/load-error';
import { absoluteUrl, PageMeta } from '../../components/page-meta';
import { PriceTag } from '../../components/price-tag';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { SkeletonCards } from '../../components/skeleton-cards';
import { breadcrumbData, medicalPageData, StructuredData } from '../../components/structured-data';
import { UpdatedNote } from '../../components/updated-note';
import type { ConditionPage, NamedDoctor, OfferedItem } from '../../data/build/condition-pages';
import { conditionPath } from '../../data/condition-links';
import { itemsInLanguage } from '../../data/catalogue';
import { conditionLinks, conditionLoader } from '../../data/conditions';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { localizedPath } from '../../i18n/language-address';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/messages';
import { useSiteText } from '../../i18n/site-text';
import { useLoader } from '../../data/source/cached-loader';
import { paths, reviewerPath } from '../../shared/routes';
import { useConditionsText } from '../../i18n/use-conditions-text';
import { Paragraphs, ReviewNote } from './item-sections';
import './catalogue.scss';

/**
 * A health concern's own page (`/conditions/diabetes`): what it is in plain words, the tests and
 * packages doctors commonly ask for with their prices, the doctors who see it, who reviewed the
 * words, and a call or a chat to ask which to book. Drawn by the build; its prices are as the
 * build read them, dated, and each test's own page has today's. Asked for `all` (`/conditions`),
 * every concern, each a link to its page.
 */
export default function ConditionPageRoute({ view }: { view?: 'all' }) {
  const { slug = '' } = useParams();
  useScrollToTop();
  return (
    <div className="container py-4">
      {view === 'all' ? <AllConditions /> : <ConditionContent key={slug} slug={slug} />}
    </div>
  );
}

/** Every health concern with a page, each a link to it: how a visitor and a crawler find them. */
function AllConditions() {
  const text = useConditionsText();
  const messages = useMessages();
  const siteText = useSiteText();
  const inLanguage = useInLanguage();
  const { language } = useLanguage();
  const links = useLoader(conditionLinks);
  return (
    <>
      <PageMeta
        title={text.indexTitle}
        description={text.indexDescription(siteText.town)}
        path={paths.conditions}
      />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, { label: text.indexTitle }]}
      />
      <h1 className="page-heading">{text.indexTitle}</h1>
      <p>{text.indexIntro}</p>
      {links.status === 'loading' && <p aria-busy="true">{text.loading}</p>}
      {links.status === 'error' && <LoadError onRetry={links.retry} what={text.errorWhat} />}
      {links.status === 'ready' && (
        <ul className="link-list">
          {/* In the reader's order: on a Bengali page, by their Bengali names. */}
          {itemsInLanguage(links.data, language).map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{inLanguage(link).name}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ConditionContent({ slug }: { slug: string }) {
  const text = useConditionsText();
  const messages = useMessages();
  const state = useLoader(conditionLoader(slug));
  if (state.status === 'loading') {
    return (
      <>
        <PageMeta title={text.loading} description={text.loading} noIndex />
        <SkeletonCards count={1} cardHeight={330} label={text.loading} className="col-12" />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageMeta title={text.seeAll} description={text.seeAll} noIndex />
        <LoadError onRetry={state.retry} what={text.errorWhat} />
      </>
    );
  }
  if (state.data === null) {
    return (
      <>
        <PageMeta title={text.notFound} description={text.notFound} noIndex />
        <Breadcrumb
          crumbs={[
            { label: messages.common.home, to: paths.home },
            { label: text.seeAll, to: paths.conditions },
          ]}
        />
        <h1 className="page-heading">{text.notFound}</h1>
        <p>
          <Link to={paths.conditions}>{text.seeAll}</Link>
        </p>
      </>
    );
  }
  return <ConditionDetails page={state.data} />;
}

function ConditionDetails({ page }: { page: ConditionPage }) {
  const text = useConditionsText();
  const messages = useMessages();
  const siteText = useSiteText();
  const { language } = useLanguage();
  const inLanguage = useInLanguage();
  const typedIn = useTypedLanguage();
  const { condition, reviewer } = page;
  const shown = inLanguage(condition);
  const path = conditionPath(page.slug);
  const address = (to: string) => absoluteUrl(localizedPath(to, language));
  const crumbs = [
    { label: messages.common.home, to: paths.home },
    { label: text.seeAll, to: paths.conditions },
    { label: shown.name },
  ];
  return (
    <article className="catalogue-item condition-page">
      <PageMeta
        title={text.title(shown.name, siteText.town)}
        description={text.description(shown.name, siteText.town)}
        path={path}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1 className="page-heading" lang={typedIn(condition, 'name')}>
        {shown.name}
      </h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7 d-flex flex-column gap-4">
          {shown.intro !== '' && (
            <div>
              <Paragraphs text={shown.intro} lang={typedIn(condition, 'intro')} />
            </div>
          )}
          <Offered id="condition-tests" title={text.tests} items={page.tests} />
          <Offered id="condition-packages" title={text.packages} items={page.packages} />
          {page.tests.length + page.packages.length > 0 && (
            <UpdatedNote list={{ updatedAt: page.pricesOn ?? null }} counts="prices" />
          )}
          <Doctors doctors={page.doctors} title={text.doctors} />
          <ReviewNote reviewer={reviewer} reviewedOn={condition.reviewedOn} />
        </div>
        <aside className="col-12 col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body">
              <p className="fw-semibold">{text.ask}</p>
              <div className="catalogue-actions">
                <CallButton about={shown.name} className="btn btn-primary" />
                <WhatsAppButton about={shown.name} item={shown.name} className="btn btn-success" />
              </div>
            </div>
          </div>
        </aside>
      </div>
      <StructuredData
        data={medicalPageData(
          condition.name,
          address(path),
          {
            ...(reviewer && {
              reviewer: {
                name: reviewer.name,
                degree: reviewer.degree,
                url: address(reviewerPath(reviewer)),
              },
            }),
            ...(reviewer && condition.reviewedOn !== undefined && { day: condition.reviewedOn }),
          },
          'MedicalCondition',
        )}
      />
      <StructuredData
        data={breadcrumbData(
          crumbs.map(({ label, to }) => ({ name: label, url: address(to ?? path) })),
        )}
      />
    </article>
  );
}

/** The tests or packages a concern offers: each a link to its page, with its prices. */
function Offered({ id, title, items }: { id: string; title: string; items: OfferedItem[] }) {
  const inLanguage = useInLanguage();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      <ul className="list-unstyled condition-offers">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="fw-semibold">
              {inLanguage(item).name}
            </Link>
            <PriceTag mrp={item.mrp} off={item.off} price={item.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Doctors({ doctors, title }: { doctors: NamedDoctor[]; title: string }) {
  const inLanguage = useInLanguage();
  if (doctors.length === 0) return null;
  return (
    <section aria-labelledby="condition-doctors">
      <h2 id="condition-doctors" className="h5">
        {title}
      </h2>
      <ul className="link-list">
        {doctors.map((doctor) => {
          const shown = inLanguage(doctor);
          return (
            <li key={doctor.path}>
              <Link to={doctor.path}>{shown.name}</Link>
              {shown.des !== '' && `, ${shown.des}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
