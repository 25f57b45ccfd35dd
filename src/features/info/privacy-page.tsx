import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { useScrollToTop } from '../../components/scroll-to-top-button';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { RETENTION_DAYS } from '../../shared/collections';
import { useInfoMessages } from '../../i18n/use-info-messages';
import { keptOnPhone, keptOnPhoneItems } from '../../lib/kept-on-phone';
import { mailtoHref, telHref } from '../../shared/links';

/** A heading and its terms, each with its text. */
function TermList({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly { term: string; text: string }[];
}) {
  return (
    <section className="mt-5" aria-labelledby={id}>
      <h2 id={id} className="h4">
        {heading}
      </h2>
      <dl>
        {items.map(({ term, text }) => (
          <div key={term} className="mb-3">
            <dt>{term}</dt>
            <dd className="mb-0">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The privacy notice: what the forms collect and why, who processes it, how long each thing is
 * kept, everything the site keeps on the phone (from src/lib/kept-on-phone.ts), and how to ask for
 * a copy, a correction or erasure, withdraw consent or complain to the Data Protection Board.
 */
export default function PrivacyPage() {
  const messages = useInfoMessages();
  useScrollToTop();
  const privacy = messages.info.privacy;
  const email = site.emails[0];

  return (
    <div className="container py-4 privacy-page">
      <PageMeta title={privacy.title} description={privacy.description} />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, { label: privacy.title }]}
      />
      <h1 className="page-heading">{privacy.heading}</h1>
      <p>{privacy.intro(site.brandName)}</p>

      <TermList
        id="privacy-collected"
        heading={privacy.collectedHeading}
        items={privacy.collected}
      />
      <p>{privacy.notSold}</p>
      <TermList
        id="privacy-processors"
        heading={privacy.processorsHeading}
        items={privacy.processors}
      />
      <TermList
        id="privacy-retention"
        heading={privacy.retentionHeading}
        items={privacy.retention.map(({ term, text }) => ({ term, text: text(RETENTION_DAYS) }))}
      />

      <section className="mt-5" aria-labelledby="privacy-phone">
        <h2 id="privacy-phone" className="h4">
          {privacy.phoneHeading}
        </h2>
        <p>{privacy.phoneIntro}</p>
        <dl>
          {keptOnPhoneItems.map((item) => {
            const { name, store, site: where } = keptOnPhone[item];
            const { what, kept } = privacy.phone[item];
            const only = privacy.phoneSite[where];
            return (
              <div key={item} className="mb-3">
                <dt>
                  <code className="text-body">{name}</code>{' '}
                  <span className="small">({privacy.phoneWhere[store]})</span>
                </dt>
                <dd className="mb-0">
                  {what} {kept}
                  {only !== '' && <> {only}</>}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section className="mt-5" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" className="h4">
          {privacy.rightsHeading}
        </h2>
        <dl>
          {privacy.rights.map(({ term, text }) => (
            <div key={term} className="mb-3">
              <dt>{term}</dt>
              <dd className="mb-0">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-1">{privacy.askUs}</p>
        <p className="mb-1">
          {site.brandName}:{' '}
          <a className="text-decoration-underline" href={telHref(site.centreNumber)}>
            {site.centreNumber}
          </a>
          {' · '}
          <a className="text-decoration-underline" href={mailtoHref(email)}>
            {email}
          </a>
        </p>
        <p>{privacy.askUsAfter}</p>
      </section>

      <section className="mt-5" aria-labelledby="privacy-complaint">
        <h2 id="privacy-complaint" className="h4">
          {privacy.complaintHeading}
        </h2>
        <p>{privacy.complaint}</p>
      </section>
    </div>
  );
}
