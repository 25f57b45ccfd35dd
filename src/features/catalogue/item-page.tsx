import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { CallButton, WhatsAppButton } from '../../components/contact-buttons';
import { PageMeta } from '../../components/page-meta';
import { PriceTag } from '../../components/price-tag';
import {
  CentreCredentialsNote,
  HomeCollectionTermsNote,
  ReportReadyAction,
} from '../../components/after-load';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { UpdatedNote } from '../../components/updated-note';
import { homeCollectionPath, itemPath, type ItemListName } from '../../shared/routes';
import { site } from '../../shared/site';
import type { CatalogueItem, LabTest, ListedTest } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { useSiteText } from '../../i18n/site-text';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';
import { useItemMessages } from '../../i18n/use-item-messages';
import { formatRupees } from '../../shared/format';
import { ItemStates, useItemCrumbs } from './item-states';
import './catalogue.scss';

// Below the facts and the buttons: the code of the page's own texts (what a test checks, who
// reviewed it) comes after the page's; the pre-rendered texts show meanwhile.
const ItemTexts = lazy(() =>
  import('./item-sections').then((module) => ({ default: module.ItemTexts })),
);
const ItemData = lazy(() =>
  import('./item-sections').then((module) => ({ default: module.ItemData })),
);

type TestListName = Exclude<ItemListName, 'doctors'>;

/**
 * A test's own page (`/labtest/<slug>`, `/Radiology/<slug>`…): what a searcher for "vitamin d
 * test price" wants to land on, with its price, how to prepare, when the report comes, the
 * packages that include it, and a call, a chat or a home collection naming it.
 */
export default function ItemPage({ list }: { list: TestListName }) {
  const { slug = '' } = useParams();
  useScrollToTop();
  return (
    <div className="container py-4">
      {/* Keyed, so moving to another test starts from its own loading state. */}
      <TestContent key={`${list}/${slug}`} list={list} slug={slug} />
    </div>
  );
}

function TestContent({ list, slug }: { list: TestListName; slug: string }) {
  const text = useItemMessages().item;
  return (
    <ItemStates<ListedTest | LabTest> list={list} slug={slug} texts={text}>
      {(found) => <TestDetails list={list} found={found} />}
    </ItemStates>
  );
}

function TestDetails({
  list,
  found,
}: {
  list: TestListName;
  found: CatalogueItem<ListedTest | LabTest>;
}) {
  const messages = useCatalogueMessages();
  const text = useItemMessages().item;
  const siteText = useSiteText();
  const inLanguage = useInLanguage();
  const test = inLanguage(found.item);
  const typedIn = useTypedLanguage();
  const path = itemPath(list, found.slug);
  const crumbs = useItemCrumbs(list, test.name);
  const priced = 'price' in test ? (test.price ?? test.mrp) : null;
  const price = priced !== null && priced > 0 ? formatRupees(priced) : null;
  return (
    <article className="catalogue-item">
      <PageMeta
        title={text.title(test.name, siteText.inTown, price)}
        description={text.description(test.name, {
          brand: site.brandName,
          town: siteText.town,
          price: price ?? '',
          pti: test.pti,
          delivery: test.delivery,
        })}
        path={path}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1 className="page-heading" lang={typedIn(found.item, 'name')}>
        {test.name}
      </h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <div className="card shadow-sm item-facts">
            <div className="card-body">
              {'price' in test ? (
                <>
                  <PriceTag mrp={test.mrp} off={test.off} price={test.price} />
                  <UpdatedNote
                    list={{ updatedAt: null, unconfirmed: found.unconfirmed }}
                    counts="prices"
                  />
                </>
              ) : (
                <PriceTag mrp={null} off={null} price={null} />
              )}
              <dl className="mb-3">
                {test.pti !== '' && (
                  <Fact term={messages.catalogue.test.pti} lang={typedIn(found.item, 'pti')}>
                    {test.pti}
                  </Fact>
                )}
                {test.sample !== undefined && (
                  <Fact term={text.sample} lang={typedIn(found.item, 'sample')}>
                    {test.sample}
                  </Fact>
                )}
              </dl>
              {test.delivery !== '' && (
                <p className="report-promise">
                  {text.reportPromise}{' '}
                  <strong lang={typedIn(found.item, 'delivery')}>{test.delivery}</strong>
                </p>
              )}
              <div className="catalogue-actions">
                <CallButton about={test.name} className="btn btn-primary" />
                <WhatsAppButton about={test.name} item={test.name} className="btn btn-success" />
                {list === 'labTests' && (
                  <Link className="btn btn-outline-primary" to={homeCollectionPath(test.name)}>
                    {text.bookHomeCollection}
                  </Link>
                )}
              </div>
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-7 d-flex flex-column gap-4">
          <Suspense fallback={<div aria-busy="true" />}>
            <ItemTexts list={list} found={found} />
          </Suspense>
          <ReportReadyAction test={test.name} />
          {/* After the page's own texts: drawn once the settings arrive, it moves nothing the
              visitor is reading. */}
          {list === 'labTests' && <HomeCollectionTermsNote />}
        </div>
      </div>
      <CentreCredentialsNote variant="line" className="mt-4 mb-0" />
      {/* In the pre-rendered HTML for search engines; its code comes after the page's. */}
      <Suspense fallback={null}>
        <ItemData list={list} found={found} crumbs={crumbs} />
      </Suspense>
    </article>
  );
}

function Fact({
  term,
  lang,
  children,
}: {
  term: string;
  /** 'en' where a Bengali page shows what staff typed in English. */
  lang?: 'en';
  children: ReactNode;
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd lang={lang}>{children}</dd>
    </>
  );
}
