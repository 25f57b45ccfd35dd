import { Link } from 'react-router-dom';
import { privacySection } from '../../config/paths';
import { site } from '../../config/site';
import { useNamespace } from '../../i18n/messages';
import { mailtoHref, telHref } from '../../lib/links';
import { contact as contactEn } from '../../i18n/en/contact';

/**
 * What India's DPDP Act asks a form to say: what it collects, why, and how to have it removed.
 */
export function PersonalDataNotice({ collected }: { collected: string }) {
  const t = useNamespace('contact', contactEn).personalData;
  const email = site.emails[0];
  return (
    <div className="personal-data-notice mt-3">
      <p className="fw-semibold mb-1">{t.heading}</p>
      <p className="mb-1">
        {collected} {t.notShared}
      </p>
      <p className="mb-1">
        {t.removal} <a href={telHref(site.centreNumber)}>{site.centreNumber}</a>
        {' · '}
        <a href={mailtoHref(email)}>{email}</a>
      </p>
      <p className="mb-0">
        <Link to={privacySection.path}>{t.moreLink}</Link>
      </p>
    </div>
  );
}
