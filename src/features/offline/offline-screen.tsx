import { AddressBlock } from '../../components/address-block';
import { PhoneIcon, WhatsAppIcon } from '../../components/icons';
import { site } from '../../shared/site';
import type { OfflineText } from '../../i18n/en/offline';
import { useMessages } from '../../i18n/messages';
import { useSiteText } from '../../i18n/site-text';
import { smsHref, telHref, whatsAppHref } from '../../shared/links';
import { openingHoursLines } from '../../lib/opening-hours';

/**
 * What a visitor sees offline at an address their phone has no copy of: the centre one tap away
 * (call, chat, SMS), its address and hours, and the pages kept on the phone. The build writes it
 * as a plain document with no script (scripts/prerender.ts); the service worker fills the list of
 * kept pages into its empty `<ul>` and shows the section, which stays hidden without one; the
 * day's notices likewise, from its copy of the published settings.
 */
export function OfflineScreen({ text }: { text: OfflineText }) {
  const messages = useMessages();
  const siteText = useSiteText();
  const visit = messages.layout.footer.visit;
  return (
    <main className="container py-4 offline-page">
      <title>{`${text.title} | ${site.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="fw-semibold text-primary mb-2">{site.brandName}</p>
      <h1 className="h3">{text.title}</h1>
      <p>{text.lead}</p>
      <section data-offline-notices="" hidden className="mb-4">
        <h2 className="h5">{text.noticesHeading}</h2>
        <ul data-offline-notice-list=""></ul>
      </section>
      <ul className="list-unstyled d-grid gap-2 mb-4">
        <li>
          <a className="btn btn-primary w-100" href={telHref()}>
            <PhoneIcon size={15} /> {text.call(site.centreNumber)}
          </a>
        </li>
        <li>
          <a className="btn btn-success w-100" href={whatsAppHref()}>
            <WhatsAppIcon size={15} /> {text.whatsApp}
          </a>
        </li>
        <li>
          <a
            className="btn btn-outline-primary w-100"
            href={smsHref(site.centreNumber, text.smsText)}
          >
            {text.sms}
          </a>
        </li>
      </ul>
      <section data-offline-pages="" hidden className="mb-4">
        <h2 className="h5">{text.pagesHeading}</h2>
        <p className="small mb-2">{text.pagesNote}</p>
        <ul data-offline-list=""></ul>
      </section>
      <h2 className="h5">{text.visitHeading}</h2>
      <AddressBlock address={siteText.address} className="d-flex gap-2 mb-2" />
      <p className="fw-semibold mb-0">{visit.hoursHeading}</p>
      <ul className="list-unstyled">
        {openingHoursLines(site.openingHours, visit.weekdays).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </main>
  );
}
