import { memo } from 'react';
import { Link } from 'react-router-dom';
import { CallButton, WhatsAppButton } from '../../components/contact-buttons';
import { PriceTag } from '../../components/price-tag';
import type { LabTest, ListedTest } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';

interface TestCardProps {
  /** The test, with its prices where staff gave them. */
  item: ListedTest | LabTest;
  /** The test's own page, which its name links to. */
  href: string;
  /** h3 where the list sits under a section heading of its own, h4 under a list's heading there. */
  headingLevel?: 2 | 3 | 4;
}

/** One test: what it is, how to prepare, when the report comes, and how to book it. */
export const TestCard = memo(function TestCard({ item, href, headingLevel = 2 }: TestCardProps) {
  const messages = useCatalogueMessages();
  const test = useInLanguage()(item);
  const typedIn = useTypedLanguage();
  const text = messages.catalogue.test;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="catalogue-card-title">
        <Link to={href} lang={typedIn(item, 'name')}>
          {test.name}
        </Link>
      </Heading>
      {test.pti !== '' && (
        <p className="mb-1">
          <span className="fw-semibold">{text.pti}</span>{' '}
          <span lang={typedIn(item, 'pti')}>{test.pti}</span>
        </p>
      )}
      {test.delivery !== '' && (
        <p className="mb-2">
          <span className="fw-semibold">{text.delivery}</span>{' '}
          <span lang={typedIn(item, 'delivery')}>{test.delivery}</span>
        </p>
      )}
      {'price' in test ? (
        <PriceTag mrp={test.mrp} off={test.off} price={test.price} />
      ) : (
        // A test whose list carries no amounts: say why none is shown.
        <PriceTag mrp={null} off={null} price={null} />
      )}
      <div className="catalogue-actions">
        <CallButton about={test.name} className="btn btn-primary" />
        <WhatsAppButton about={test.name} item={test.name} className="btn btn-success" />
      </div>
    </>
  );
});
