import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../shared/routes';
import { useInfoMessages } from '../../i18n/use-info-messages';
import { useSiteText } from '../../i18n/site-text';

export default function TermsPage() {
  const messages = useInfoMessages();
  const { town } = useSiteText();
  const terms = messages.info.terms;
  const privacy = terms.privacy;
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
      {/* Old links to /Terms#privacy land here, one tap from the privacy page. */}
      <section id="privacy" className="mt-5" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading" className="h3">
          {privacy.heading}
        </h2>
        <p>
          {privacy.text}{' '}
          <Link to={paths.privacy} className="text-decoration-underline">
            {privacy.link}
          </Link>
        </p>
      </section>
    </div>
  );
}
