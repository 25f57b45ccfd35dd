import { Link } from 'react-router-dom';
import { WhatsAppButton } from '../../components/contact-buttons';
import { absoluteUrl } from '../../components/page-meta';
import { PriceTag } from '../../components/price-tag';
import { packageSummaryData } from '../../components/package-structured-data';
import { StructuredData } from '../../components/structured-data';
import { homeCollectionPath, packagePath } from '../../shared/routes';
import type { PackageSummary } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { usePackagesMessages } from '../../i18n/use-packages-messages';
import { PackageCompareLater } from './compare-later';
import { HomeCollectionNote } from './home-collection-note';

/**
 * One package on the list. The name is the card's only link and is stretched over the whole card,
 * so the card opens with one tap while a screen reader hears just the package's name as the link,
 * and the rest reads as ordinary text. The "View details" cue shows sighted visitors the card opens;
 * it is not a second link, and screen readers skip it, as the name already is the link. Below
 * it, outside the name's link and raised above its stretch, the two ways to book without opening
 * the card: the home collection form with the package filled in, and WhatsApp naming it. After
 * load, how many tests it lists and the box that chooses it for the comparison.
 */
export function PackageCard({ summary: item }: { summary: PackageSummary }) {
  const messages = usePackagesMessages();
  const summary = useInLanguage()(item);
  const typedIn = useTypedLanguage();
  const text = messages.packages.card;
  const { id, kind, name, title, pti, delivery, mrp, off, price } = summary;
  const path = packagePath(kind, id);
  return (
    <div className="card package-card h-100 shadow-sm">
      <div className="card-body d-flex flex-column">
        <h2 className="h5 package-card-name">
          <Link className="stretched-link" to={path} lang={typedIn(item, 'name')}>
            {name}
          </Link>
        </h2>
        {title !== '' && (
          <p className="package-card-title mb-2" lang={typedIn(item, 'title')}>
            {title}
          </p>
        )}
        <dl className="package-card-facts mb-2">
          {pti !== '' && (
            <div>
              <dt>{text.pti}</dt> <dd lang={typedIn(item, 'pti')}>{pti}</dd>
            </div>
          )}
          {delivery !== '' && (
            <div>
              <dt>{text.delivery}</dt> <dd lang={typedIn(item, 'delivery')}>{delivery}</dd>
            </div>
          )}
        </dl>
        {/* Its place kept from the first paint, so the choice arriving after load moves nothing. */}
        <div className="package-card-compare">
          <PackageCompareLater summary={item} />
        </div>
        <div className="mt-auto">
          <PriceTag mrp={mrp} off={off} price={price} />
          <HomeCollectionNote className="mb-2" />
          <span className="package-card-cue" aria-hidden="true">
            {text.viewDetails} <span>→</span>
          </span>
          <div className="package-card-actions">
            <Link
              className="btn btn-primary btn-sm"
              to={homeCollectionPath(name)}
              aria-label={`${text.book}: ${name}`}
            >
              {text.book}
            </Link>
            <WhatsAppButton about={name} item={name} className="btn btn-outline-success btn-sm" />
          </div>
        </div>
      </div>
      <StructuredData data={packageSummaryData(summary, absoluteUrl(path))} />
    </div>
  );
}
