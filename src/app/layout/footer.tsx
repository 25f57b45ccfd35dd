import { Link } from 'react-router-dom';
import { AddressBlock } from '../../components/address-block';
import { CentreVisit } from '../../components/centre-visit';
import { HelplineItems } from '../../components/helpline-items';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../../components/icons';
import { env } from '../../config/env';
import { OPEN_NOW_SLOT } from './open-now-slot';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { useMessages } from '../../i18n/messages';
import { useSiteText } from '../../i18n/site-text';

export function Footer() {
  const messages = useMessages();
  const siteText = useSiteText();
  const f = messages.layout.footer;
  const links = [
    { to: paths.home, label: f.links.home },
    { to: paths.labTests, label: f.links.findTest },
    { to: paths.homeSampleCollection, label: f.links.homeCollection },
    { to: paths.findDoctor, label: f.links.findDoctor },
    { to: paths.feedback, label: f.links.feedback },
    { to: paths.radiology, label: f.links.radiology },
    { to: paths.cardiology, label: f.links.cardiology },
    { to: paths.aboutUs, label: f.links.aboutUs },
    { to: paths.contactUs, label: f.links.contactUs },
    { to: paths.terms, label: f.links.terms },
    { to: paths.privacy, label: f.links.privacy },
  ];
  // Only the centre's own pages: a link to a social site's home page helps nobody.
  const social = [
    { href: site.social.facebook, label: f.social.facebook, Icon: FacebookIcon },
    { href: site.social.youtube, label: f.social.youtube, Icon: YouTubeIcon },
    { href: site.social.instagram, label: f.social.instagram, Icon: InstagramIcon },
  ].filter(({ href }) => href !== '');
  const counter = site.visitorCounterImageUrl;
  const followColumn = social.length > 0 || counter !== '';
  // Three columns share the row when there is nothing to follow, so addresses and hours keep room.
  const column = `col-12 col-md-6 ${followColumn ? 'col-lg-3' : 'col-lg-4'}`;

  return (
    <footer className="site-footer">
      <div className="container py-4">
        <div className="row g-4">
          <section className={column} aria-labelledby="footer-address">
            <h2 id="footer-address" className="footer-heading">
              {f.addressHeading}
            </h2>
            <AddressBlock address={siteText.address} className="d-flex gap-2 mb-2" />
            <div id={OPEN_NOW_SLOT} />
            <CentreVisit />
          </section>
          <section className={column} aria-labelledby="footer-helplines">
            <h2 id="footer-helplines" className="footer-heading">
              {f.helplinesHeading}
            </h2>
            <ul className="list-unstyled mb-0">
              <HelplineItems iconSize={14} itemClassName="mb-1" />
            </ul>
          </section>
          <nav className={column} aria-labelledby="footer-links">
            <h2 id="footer-links" className="footer-heading">
              {f.linksHeading}
            </h2>
            <ul className="footer-links list-unstyled mb-0">
              {links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {followColumn && (
            <section
              className={column}
              aria-labelledby={social.length > 0 ? 'footer-follow' : undefined}
            >
              {social.length > 0 && (
                <>
                  <h2 id="footer-follow" className="footer-heading">
                    {f.followHeading}
                  </h2>
                  <ul className="list-unstyled d-flex gap-2 mb-3">
                    {social.map(({ href, label, Icon }) => (
                      <li key={label}>
                        <a
                          className="social-link"
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <Icon size={20} />
                          <span className="visually-hidden">{`${label} ${messages.common.opensInNewTab}`}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {counter !== '' && (
                <img
                  src={counter}
                  alt={f.visitorCounter}
                  width={88}
                  height={31}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </section>
          )}
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container py-3 small">
          {env.firebase === null && <p className="mb-1">{messages.layout.demoDataNotice}</p>}
          <p className="mb-0">
            {f.copyright(new Date().getFullYear(), site.brandName)} {f.developedBy}{' '}
            {site.developerCredit.url === '' ? (
              siteText.developerCreditName
            ) : (
              <a href={site.developerCredit.url} target="_blank" rel="noopener noreferrer">
                {siteText.developerCreditName}
              </a>
            )}
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
