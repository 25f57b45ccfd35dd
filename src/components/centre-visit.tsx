import { site } from '../shared/site';
import { useMessages } from '../i18n/messages';
import { useSiteText } from '../i18n/site-text';
import { directionsHref } from '../lib/directions';
import { openingHoursLines } from '../lib/opening-hours';

/**
 * What finds the centre once its address is read, in the footer and on the contact page: a
 * landmark, the opening hours and directions (`directions`, where a page has a better link than
 * the address searched on the maps: Contact's to the centre's place, once the settings name it).
 */
export function CentreVisit({
  directions = directionsHref(site.address),
}: {
  directions?: string;
}) {
  const messages = useMessages();
  const siteText = useSiteText();
  const text = messages.layout.footer.visit;
  return (
    <div className="centre-visit">
      <p className="mb-2">{text.landmark(siteText.landmark)}</p>
      <p className="fw-semibold mb-0">{text.hoursHeading}</p>
      <ul className="list-unstyled mb-2">
        {openingHoursLines(site.openingHours, text.weekdays).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a
        href={directions}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${text.directions} ${messages.common.opensInNewTab}`}
      >
        {text.directions}
      </a>
    </div>
  );
}
