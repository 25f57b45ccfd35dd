import { Link } from 'react-router-dom';
import { privacySection } from '../../shared/routes';
import { site } from '../../shared/site';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { mailtoHref, telHref } from '../../shared/links';

/**
 * What India's DPDP Act asks a form to say: what it collects, why, and how to have it removed.
 */
export function PersonalDataNotice({ collected }: { collected: string }) {
  const text = useContactMessages().contact.personalData;
  const email = site.emails[0];
  return (
    <div className="personal-data-notice mt-3">
      <p className="fw-semibold mb-1">{text.heading}</p>
      <p className="mb-1">
        {collected} {text.notShared}
      </p>
      <p className="mb-1">
        {text.removal} <a href={telHref(site.centreNumber)}>{site.centreNumber}</a>
        {' · '}
        <a href={mailtoHref(email)}>{email}</a>
      </p>
      <p className="mb-0 link-list">
        <Link to={privacySection.path}>{text.moreLink}</Link>
      </p>
    </div>
  );
}
