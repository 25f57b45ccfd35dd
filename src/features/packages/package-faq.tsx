import { useId } from 'react';
import type { PackageDetail } from '../../shared/types';
import { usePackagesMessages } from '../../i18n/use-packages-messages';

/**
 * The FAQ block. General packages have no questions; alcohol-impact and diabetic packages have one,
 * titled by the document's own `question1` when staff typed one, else by the type's default. With
 * no question the block is not drawn: an FAQ heading over nothing reads as an unfinished page.
 */
export function PackageFaq({ kind, faq }: Pick<PackageDetail, 'kind' | 'faq'>) {
  const messages = usePackagesMessages();
  const text = messages.packages.faq;
  const headingId = useId();
  const item =
    faq === null || kind === 'general'
      ? null
      : { question: faq.question || text.defaultQuestion[kind], answer: faq.answer };
  if (item === null) return null;

  return (
    <section className="card shadow-sm package-faq" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4 package-section-heading">
          {text.heading}
        </h2>
        <h3 className="h6 package-faq-question">{item.question}</h3>
        <p className="package-faq-answer mb-0">{item.answer}</p>
      </div>
    </section>
  );
}
