import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n/messages';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';

/**
 * The SERVICES dropdown, as a disclosure: a button that shows a list of links. Escape closes it
 * and returns focus to the button; a click or focus outside, or choosing a page, closes it too.
 */
export function ServicesMenu() {
  const messages = useMessages();
  const menuId = useId();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useCloseOnOutside(container, open, (reason) => {
    setOpenOn(null);
    if (reason === 'escape') button.current?.focus();
  });

  const services = [
    { to: paths.radiology, label: messages.layout.services.radiology },
    { to: paths.home, label: messages.layout.services.pathology },
    { to: paths.cardiology, label: messages.layout.services.cardiology },
    { to: paths.neurology, label: messages.layout.services.neurology },
    { to: paths.home, label: messages.layout.services.gastroenterology },
    { to: paths.findDoctor, label: messages.layout.services.polyclinic },
  ];

  return (
    <li className="nav-item dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {messages.layout.nav.services}
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`}>
        {services.map(({ to, label }) => (
          <li key={label}>
            <NavLink className="dropdown-item" to={to} end onClick={() => setOpenOn(null)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
