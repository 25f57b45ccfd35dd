import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { useMessages } from '../../i18n/messages';
import { useMenuDisclosure } from './use-menu-disclosure';

/**
 * The SERVICES dropdown, as a disclosure: a button that shows a list of links. Escape closes it
 * and returns focus to the button; a click or focus outside, or choosing a page, closes it too.
 */
export function ServicesMenu() {
  const messages = useMessages();
  const menuId = useId();
  const { open, container, button, toggle, close } = useMenuDisclosure<HTMLLIElement>();

  // Pathology, Gastroenterology and Polyclinic have no page of their own: the spec sends them to
  // the home page and the doctors' list, which are not theirs to be marked as the current page.
  const services = [
    { to: paths.radiology, label: messages.layout.services.radiology, ownPage: true },
    { to: paths.home, label: messages.layout.services.pathology, ownPage: false },
    { to: paths.cardiology, label: messages.layout.services.cardiology, ownPage: true },
    { to: paths.neurology, label: messages.layout.services.neurology, ownPage: true },
    { to: paths.home, label: messages.layout.services.gastroenterology, ownPage: false },
    { to: paths.findDoctor, label: messages.layout.services.polyclinic, ownPage: false },
  ];

  return (
    <li className="nav-item dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {messages.layout.nav.services}
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`}>
        {services.map(({ to, label, ownPage }) => {
          const linkProps = { className: 'dropdown-item', to, onClick: close };
          return (
            <li key={label}>
              {ownPage ? (
                <NavLink {...linkProps} end>
                  {label}
                </NavLink>
              ) : (
                <Link {...linkProps}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
