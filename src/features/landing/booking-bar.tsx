import { PhoneIcon } from '../../components/icons';
import { site } from '../../shared/site';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { telHref } from '../../shared/links';

/**
 * The bar fixed to the bottom of the screen with its pulsing call link. The page keeps room for it
 * (landing.scss), so it never covers the end of the page or a focused field.
 */
export function BookingBar() {
  const text = useLandingMessages().landing.bookingBar;
  return (
    <div className="booking-bar">
      <a
        className="btn booking-bar-call"
        href={telHref()}
        aria-label={text.callAbout(site.centreNumber)}
      >
        <PhoneIcon size={18} /> {text.call}
      </a>
    </div>
  );
}
