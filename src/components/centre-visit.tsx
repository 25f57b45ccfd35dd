import type { ReactNode } from 'react';
import { site } from '../shared/site';
import { useMessages } from '../i18n/messages';
import { useSiteText } from '../i18n/site-text';
import { directionsHref } from '../lib/directions';
import { openingHoursLines } from '../lib/opening-hours';

/**
 * What finds the centre once its address is read, in the footer and on the contact page: a
 * landmark, the opening hours and directions: the address searched on the maps, or what the page
 * makes of that link (`directions`: Contact's leads to the centre's place once the settings name it).
 */
export function CentreVisit({
  directions,
}: {
  directions?: (addressSearch: ReactNode) => ReactNode;
}) {
  const messages = useMessages();
  const siteText = useSiteText();
  const text = messages.layout.footer.visit;
  const addressSearch = (
    <a
      href={directionsHref(site.address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${text.directions} ${messages.common.opensInNewTab}`}
    >
      {text.directions}
    </a>
  );
  return (
    <div className="centre-visit">
      <p className="mb-2">{text.landmark(siteText.landmark)}</p>
      <p className="fw-semibold mb-0">{text.hoursHeading}</p>
      <ul className="list-unstyled mb-2">
        {openingHoursLines(site.openingHours, text.weekdays).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {directions ? directions(addressSearch) : addressSearch}
    </div>
  );
}
