import { useId } from 'react';
import { CallButton, WhatsAppButton } from '../../components/contact-buttons';
import { absoluteUrl } from '../../components/page-meta';
import { PriceTag } from '../../components/price-tag';
import { packageDetailData } from '../../components/package-structured-data';
import { StructuredData } from '../../components/structured-data';
import { packagePath } from '../../shared/routes';
import type { PackageDetail } from '../../shared/types';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { HomeCollectionNote } from './home-collection-note';
import { ConcernLinks, HomeCollectionTermsNote } from '../../components/after-load';
import { InclusionsAccordion } from './inclusions-accordion';
import { PackageFaq } from './package-faq';
import { PackageImage } from './package-image';
import { shownPoster } from './shown-poster';

interface PackageDetailProps {
  detail: PackageDetail;
  /** The package's name, or its type's label when the document has none. */
  heading: string;
}

/** A package's detail page once its document has arrived; the three variants share it. */
export function PackageDetailView({ detail, heading }: PackageDetailProps) {
  const messages = usePackagesMessages();
  const text = messages.packages.detail;
  const inclusionsId = useId();
  const { kind, post: storedPost, pti, delivery, img2, text1, text2, sections, faq } = detail;
  const post = shownPoster(storedPost);

  return (
    <article className="package-detail">
      <header className="mb-3">
        <h1 className="page-heading mb-1">{heading}</h1>
        {post !== '' && <p className="package-posted mb-0">{text.postedBy(post)}</p>}
      </header>
      <div className="row g-4">
        <div className="col-12 col-lg-5 col-xl-4">
          <div className="card shadow-sm package-facts">
            <div className="card-body">
              <dl className="mb-3">
                <dt>{text.pti}</dt>
                <dd>{pti === '' ? text.notGiven : pti}</dd>
                <dt>{text.delivery}</dt>
                <dd>{delivery === '' ? text.notGiven : delivery}</dd>
              </dl>
              <PriceTag mrp={detail.mrp} off={detail.off} price={detail.price} />
              <div className="d-flex flex-wrap gap-2 mb-3">
                <CallButton
                  label={messages.common.callNow}
                  about={heading}
                  className="btn btn-primary"
                />
                <WhatsAppButton about={heading} item={heading} className="btn btn-success" />
              </div>
              <HomeCollectionNote className="mb-0" bookFor={heading} />
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-7 col-xl-8 d-flex flex-column gap-4">
          <section className="card shadow-sm" aria-labelledby={inclusionsId}>
            <div className="card-body">
              <div className="package-intro mb-3">
                <PackageImage src={img2} />
                <div>
                  {text1 !== '' && <p>{text1}</p>}
                  {text2 !== '' && <p>{text2}</p>}
                </div>
              </div>
              <h2 id={inclusionsId} className="h4 package-section-heading">
                {text.inclusions}
              </h2>
              {sections.length > 0 ? (
                <InclusionsAccordion sections={sections} />
              ) : (
                <p className="text-body-secondary mb-0">{text.noInclusions}</p>
              )}
            </div>
          </section>
          <PackageFaq kind={kind} faq={faq} />
          {/* After the package's own sections: drawn once the settings arrive, it moves nothing
              the visitor is reading. */}
          <HomeCollectionTermsNote />
          <ConcernLinks path={packagePath(kind, detail.id)} />
        </div>
      </div>
      <StructuredData
        data={packageDetailData(detail, heading, absoluteUrl(packagePath(kind, detail.id)))}
      />
    </article>
  );
}
