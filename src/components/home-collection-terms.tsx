import { useLanguage } from '../i18n/language';
import { homeCollectionTerms as english } from '../i18n/en/home-collection-terms';
import { homeCollectionTerms as bengali } from '../i18n/bn/home-collection-terms';
import { useSiteSettings } from '../lib/use-site-settings';
import { formatRupees } from '../shared/format';
import {
  hasHomeCollectionTerms,
  type HomeCollectionTerms,
} from '../shared/parsers/settings/home-collection';
import { homeCollectionData } from './home-collection-data';
import { StructuredData } from './structured-data';

/** The terms staff set, once the settings have arrived; null while they have not, or none are set. */
function useHomeCollectionTerms(): HomeCollectionTerms | null {
  const terms = useSiteSettings()?.homeCollection;
  return terms !== undefined && hasHomeCollectionTerms(terms) ? terms : null;
}

/** The words of the terms in the visitor's language. */
function useHomeCollectionText() {
  return useLanguage().language === 'bn' ? bengali : english;
}

type Twin = 'areas' | 'days' | 'hours' | 'askAhead';

/**
 * The terms of home collection (fee, areas and PIN codes, days, hours, how early to ask), beside
 * the form and every "Book a home collection"; nothing until staff have set them. `structured`
 * adds them to the page's structured data, once per page.
 */
export function HomeCollectionTermsNote({
  className = '',
  structured = false,
}: {
  className?: string;
  structured?: boolean;
}) {
  const terms = useHomeCollectionTerms();
  const text = useHomeCollectionText();
  const bn = useLanguage().language === 'bn';
  if (terms === null) return null;
  // Staff's Bengali where they gave it; else what they typed.
  const shown = (name: Twin) =>
    bn && terms[`${name}_bn`] !== '' ? terms[`${name}_bn`] : terms[name];
  const typedIn = (name: Twin) => (bn && terms[`${name}_bn`] === '' ? 'en' : undefined);
  const fee =
    terms.fee === null
      ? ''
      : [
          terms.fee === 0 ? text.free : text.feeAmount(formatRupees(terms.fee)),
          terms.fee > 0 && terms.freeAbove !== null
            ? text.freeAbove(formatRupees(terms.freeAbove))
            : '',
        ]
          .filter((part) => part !== '')
          .join(', ');
  const facts: [string, string, 'en' | undefined][] = [
    [text.fee, fee, undefined],
    [text.areas, shown('areas'), typedIn('areas')],
    [text.pins, terms.pins.join(', '), undefined],
    [text.days, shown('days'), typedIn('days')],
    [text.hours, shown('hours'), typedIn('hours')],
    [text.askAhead, shown('askAhead'), typedIn('askAhead')],
  ];
  return (
    <section className={`home-collection-terms ${className}`} aria-label={text.heading}>
      <p className="fw-semibold mb-1">{text.heading}</p>
      <dl className="row small mb-0">
        {facts
          .filter(([, value]) => value !== '')
          .map(([term, value, lang]) => (
            <div key={term} className="col-12 d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{term}:</dt>
              <dd className="mb-1" lang={lang}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {structured && (
        <StructuredData
          data={homeCollectionData(terms, {
            name: text.service,
            areas: terms.areas,
            hours: terms.hours,
          })}
        />
      )}
    </section>
  );
}
