import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { WhatsAppButton } from '../../components/contact-buttons';
import { prerenderedPopular } from '../../data/source/prerendered-data';
import { useLanguage } from '../../i18n/language';
import { useHomeMessages } from '../../i18n/use-home-messages';
import { useSiteSettings } from '../../lib/use-site-settings';
import { formatRupees } from '../../shared/format';
import './home-popular.scss';

/**
 * The tests and packages most asked for, each a link to its own page with its price, and the chat
 * link to the centre: what a visitor came for, within the first screen of a phone. Drawn from the
 * items the page was built with; once the page has loaded, from the published settings (the one
 * read of them a visit makes), so a price changed since the build shows as it is now.
 */
export function HomePopular() {
  const messages = useHomeMessages();
  const { language } = useLanguage();
  const headingId = useId();
  const [built] = useState(prerenderedPopular);
  const published = useSiteSettings()?.popular ?? [];
  const items = published.length > 0 ? published : built;
  const text = messages.common.price;
  return (
    <div className="home-popular">
      <WhatsAppButton
        label={messages.home.chatOnWhatsApp}
        className="btn btn-success home-popular-whatsapp"
      />
      {items.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="home-popular-heading">
            {messages.home.popularHeading}
          </h2>
          <ul className="home-popular-list">
            {items.map(({ name, name_bn: bengali, price, mrp, path }) => (
              <li key={path}>
                <Link to={path} className="home-popular-item">
                  <span
                    className="home-popular-name"
                    lang={language === 'bn' && bengali === undefined ? 'en' : undefined}
                  >
                    {language === 'bn' && bengali !== undefined ? bengali : name}
                  </span>
                  <span className="home-popular-price">
                    {mrp !== undefined && (
                      <s className="home-popular-mrp">
                        <span className="visually-hidden">{text.mrp} </span>
                        {formatRupees(mrp)}
                      </s>
                    )}
                    <span className="visually-hidden">{text.price} </span>
                    {formatRupees(price)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
