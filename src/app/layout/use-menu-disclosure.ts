import { useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';

/**
 * A header menu shown by a button. It is open only at the very location it was opened on, so any
 * navigation closes it, Back and Forward too: the router makes a new location object for each
 * visit, even of the same path. A tap or focus outside `container` closes it; Escape too, and
 * returns focus to `button`.
 */
export function useMenuDisclosure<Container extends HTMLElement>() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const open = openAt === location;
  const container = useRef<Container>(null);
  const button = useRef<HTMLButtonElement>(null);
  useCloseOnOutside(container, open, (reason) => {
    setOpenAt(null);
    if (reason === 'escape') button.current?.focus();
  });
  return {
    open,
    container,
    button,
    toggle: () => setOpenAt(open ? null : location),
    close: () => setOpenAt(null),
  };
}
