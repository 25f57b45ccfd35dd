import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { privacySection } from '../../shared/routes';
import { site } from '../../shared/site';
import { useInfoMessages } from '../../i18n/use-info-messages';
import { useSiteText } from '../../i18n/site-text';
import { mailtoHref, telHref } from '../../shared/links';

export default function TermsPage() {
  const messages = useInfoMessages();
  const { town } = useSiteText();
  const terms = messages.info.terms;
  const privacy = terms.privacy;
  const email = site.emails[0];
  const { hash } = useLocation();

  // A link from outside the site (or a reload) to /Terms#privacy arrives before this page's chunk;
  // once it is here, go to the section the link names.
  useEffect(() => {
    if (hash !== '') document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="container py-4">
      <PageHeading title={terms.title} description={terms.description} heading={terms.heading} />
      <p>{terms.intro}</p>
      <ol className="terms-list">
        {terms.conditions(town).map((condition) => (
          <li key={condition.slice(0, 32)}>{condition}</li>
        ))}
      </ol>
      <section id={privacySection.id} className="mt-5" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading" className="h3">
          {privacy.heading}
        </h2>
        <p>{privacy.intro}</p>
        <dl>
          {privacy.items.map(({ term, text }) => (
            <div key={term} className="mb-3">
              <dt>{term}</dt>
              <dd className="mb-0">{text}</dd>
            </div>
          ))}
          <div>
            <dt>{privacy.rightsTerm}</dt>
            <dd>
              {privacy.rights}{' '}
              <a className="text-decoration-underline" href={telHref(site.centreNumber)}>
                {site.centreNumber}
              </a>
              {' · '}
              <a className="text-decoration-underline" href={mailtoHref(email)}>
                {email}
              </a>
              . {privacy.complaint}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
