import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { HelplineItems } from '../../components/helpline-items';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { FacebookIcon, PhoneIcon } from '../../components/icons';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { useMessages } from '../../i18n/messages';
import { useSiteText } from '../../i18n/site-text';
import { telHref } from '../../shared/links';
import { LanguageSwitch } from './language-switch';
import { ServicesMenu } from './services-menu';
import { useMenuDisclosure } from './use-menu-disclosure';

/**
 * The shared header: the top strip with helplines and the brand, then the main navigation, which
 * collapses behind a Menu button below 992 px. Plain Bootstrap markup rather than react-bootstrap's
 * Navbar, which would add its transition and positioning libraries to every visitor's first load.
 */
export function Header() {
  const messages = useMessages();
  const siteText = useSiteText();
  const menuId = useId();
  const { open, container, button, toggle } = useMenuDisclosure<HTMLElement>();

  const navItems = [
    { to: paths.home, label: messages.layout.nav.home },
    { to: paths.aboutUs, label: messages.layout.nav.aboutUs },
    { to: paths.labTests, label: messages.layout.nav.findTest },
    { to: paths.homeSampleCollection, label: messages.layout.nav.homeCollection },
    { to: paths.healthPackages, label: messages.layout.nav.healthPackage },
    { to: paths.findDoctor, label: messages.layout.nav.findDoctor },
  ];

  // The navigation is a sibling of <header>, not inside it: a sticky element sticks only within its
  // parent, and the header ends just below the navbar.
  return (
    <>
      <header>
        <div className="top-strip">
          <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
            <Link to={paths.home} className="brand d-flex align-items-center gap-2">
              <BrandMark />
              <span>
                <span className="brand-name">{site.brandName}</span>
                <span className="brand-tagline">{siteText.brandTagline}</span>
              </span>
            </Link>
            <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
              <ul
                className="top-strip-links list-unstyled d-flex flex-wrap align-items-center column-gap-3 m-0"
                aria-label={messages.layout.topStrip.label}
              >
                <HelplineItems iconSize={14} labelOf={messages.layout.topStrip.callHelpline} />
                {site.social.facebook !== '' && (
                  <li>
                    <a
                      className="social-icon"
                      href={site.social.facebook}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <FacebookIcon size={16} />
                      <span className="visually-hidden">{`${messages.layout.topStrip.facebook} ${messages.common.opensInNewTab}`}</span>
                    </a>
                  </li>
                )}
              </ul>
              <LanguageSwitch />
            </div>
          </div>
        </div>
      </header>
      <nav
        ref={container}
        className="main-nav navbar navbar-expand-lg sticky-top bg-white border-bottom shadow-sm"
        aria-label={messages.layout.nav.label}
      >
        <div className="container">
          <button
            ref={button}
            type="button"
            className="navbar-toggler"
            aria-controls={menuId}
            aria-expanded={open}
            onClick={toggle}
          >
            <span className="navbar-toggler-icon" />{' '}
            <span className="ms-1">{messages.layout.nav.toggle}</span>
          </button>
          <a className="btn btn-primary call-button order-lg-2" href={telHref()}>
            {/* On a narrow phone the word goes from sight, not from screen readers: the bar keeps
                room for the back-to-top button beside it. */}
            <PhoneIcon size={16} />{' '}
            <span className="call-word">{messages.layout.nav.callButton}</span> {site.centreNumber}
          </a>
          <ScrollToTopButton />
          <div id={menuId} className={`collapse navbar-collapse order-lg-1${open ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto">
              {navItems.map(({ to, label }) => (
                <li className="nav-item" key={to}>
                  <NavLink className="nav-link" to={to} end>
                    {label}
                  </NavLink>
                </li>
              ))}
              <ServicesMenu />
              <li className="nav-item">
                <NavLink className="nav-link" to={paths.contactUs}>
                  {messages.layout.nav.contact}
                </NavLink>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
