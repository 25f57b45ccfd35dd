import { PhoneIcon } from '../../components/icons';
import { site } from '../../config/site';
import { useNamespace } from '../../i18n/messages';
import { telHref } from '../../lib/links';
import { landing as landingEn } from '../../i18n/en/landing';

/**
 * The bar fixed to the bottom of the screen with its pulsing call link. The page keeps room for it
 * (landing.scss), so it never covers the end of the page or a focused field.
 */
export function BookingBar() {
  const t = useNamespace('landing', landingEn).bookingBar;
  return (
    <div className="booking-bar">
      <a
        className="btn booking-bar-call"
        href={telHref()}
        aria-label={t.callAbout(site.centreNumber)}
      >
        <PhoneIcon size={18} /> {t.call}
      </a>
    </div>
  );
}
