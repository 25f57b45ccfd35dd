import { useLanguage } from '../i18n/language';
import { credentials as english } from '../i18n/en/credentials';
import { credentials as bengali } from '../i18n/bn/credentials';
import { useSiteSettings } from '../lib/use-site-settings';
import type { CentreCredentials } from '../shared/parsers/settings/credentials';

/** The credentials staff set, once the settings have arrived; null until then. */
function useCentreCredentials(): CentreCredentials | null {
  return useSiteSettings()?.credentials ?? null;
}

/** Each credential set, as a label and its value (in the order a visitor weighs them). */
function credentialLines(credentials: CentreCredentials, text: typeof english) {
  const { accreditation, registration, pathologist, pathologistRegistration, servingSince } =
    credentials;
  return [
    accreditation === '' ? null : { label: text.accreditation, value: accreditation },
    registration === '' ? null : { label: text.registration, value: registration },
    pathologist === ''
      ? null
      : {
          label: text.pathologist,
          value:
            pathologistRegistration === ''
              ? pathologist
              : `${pathologist}, ${text.pathologistRegistration(pathologistRegistration)}`,
        },
    servingSince === null ? null : { label: '', value: text.servingSince(String(servingSince)) },
  ].filter((line) => line !== null);
}

/**
 * The centre's credentials as staff set them, never invented: each empty one shows nothing, and
 * with none set nothing shows at all. `line` is the one-line form under a test's page.
 */
export function CentreCredentialsNote({
  variant = 'block',
  className = '',
}: {
  variant?: 'block' | 'line';
  className?: string;
}) {
  const credentials = useCentreCredentials();
  const text = useLanguage().language === 'bn' ? bengali : english;
  if (credentials === null) return null;
  const lines = credentialLines(credentials, text);
  if (lines.length === 0) return null;
  if (variant === 'line') {
    return (
      <p className={`centre-credentials-line small text-body-secondary ${className}`}>
        {lines.map(({ label, value }) => (label === '' ? value : `${label}: ${value}`)).join(' · ')}
      </p>
    );
  }
  return (
    <section className={`centre-credentials ${className}`} aria-label={text.heading}>
      <h2 className="h5">{text.heading}</h2>
      <ul className="list-unstyled mb-0">
        {lines.map(({ label, value }) => (
          <li key={value}>
            {label !== '' && <span className="text-body-secondary">{label}: </span>}
            {value}
          </li>
        ))}
      </ul>
    </section>
  );
}
