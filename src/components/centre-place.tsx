import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language';
import { useMessages } from '../i18n/messages';
import { place as english } from '../i18n/en/place';
import { place as bengali } from '../i18n/bn/place';
import { googleReviewHref, placeDirectionsHref } from '../lib/place-links';
import { useSiteSettings } from '../lib/use-site-settings';

/** The centre's Place ID staff set, once the settings have arrived; '' until then and with none. */
const usePlaceId = () => useSiteSettings()?.place.placeId ?? '';

/**
 * The invitation to review the centre on Google: on Contact, and under a feedback form once the
 * feedback is stored (`afterFeedback`). Nothing without a Place ID: the site never guesses the
 * centre's listing.
 */
export function GoogleReviewInvite({
  afterFeedback = false,
  className = '',
}: {
  afterFeedback?: boolean;
  className?: string;
}) {
  const placeId = usePlaceId();
  const messages = useMessages();
  const text = useLanguage().language === 'bn' ? bengali : english;
  if (placeId === '') return null;
  return (
    <p className={`google-review-invite ${className}`}>
      {afterFeedback ? text.afterFeedback : text.reviewInvite}{' '}
      <a
        className="text-decoration-underline"
        href={googleReviewHref(placeId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${text.reviewLink} ${messages.common.opensInNewTab}`}
      >
        {text.reviewLink}
      </a>
    </p>
  );
}

/** Directions to the centre's own place once the settings name it; the address searched before. */
export function PlaceDirectionsLink({ addressSearch }: { addressSearch: ReactNode }) {
  const placeId = usePlaceId();
  const messages = useMessages();
  const text = messages.layout.footer.visit;
  if (placeId === '') return addressSearch;
  return (
    <a
      href={placeDirectionsHref(placeId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${text.directions} ${messages.common.opensInNewTab}`}
    >
      {text.directions}
    </a>
  );
}
