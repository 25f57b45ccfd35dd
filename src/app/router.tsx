import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import {
  currentAddressLanguage,
  routerBasename,
  subscribeToAddressLanguage,
  takeKeptScroll,
} from '../i18n/language-address';
import { useLanguage } from '../i18n/language';
import { RootLayout } from './layout/root-layout';

/**
 * The router in its declarative mode: the data router's loaders and actions would cost every
 * visitor 17 kB more script (gzip, measured), and the site's data is read by its own modules.
 *
 * The Bengali pages live under /bn, the router's base while the address is Bengali, so every
 * link and route stays the route table's own. When the language switch moves the page to its
 * other address, the router starts again on it (keyed by the address's language): the page is
 * drawn at once from what this visit has loaded, at the same place. Back and Forward across a
 * switch bring the page's language back with its address.
 */
export function App() {
  // Hydrating, the address is the one the page was drawn for (src/entry-client.tsx made it so).
  const address = useSyncExternalStore(
    subscribeToAddressLanguage,
    currentAddressLanguage,
    currentAddressLanguage,
  );
  const { language, changeLanguage } = useLanguage();
  const followed = useRef(address);
  // The page drawn again at its other address is the same page: the visitor stays where they were.
  useLayoutEffect(() => {
    const kept = takeKeptScroll();
    if (kept !== null) window.scrollTo({ top: kept, left: 0, behavior: 'instant' });
  }, [address]);
  useEffect(() => {
    if (followed.current === address) return;
    followed.current = address;
    if (address !== language) changeLanguage(address);
  }, [address, language, changeLanguage]);
  return (
    <BrowserRouter key={address} basename={routerBasename(address)}>
      <RootLayout />
    </BrowserRouter>
  );
}
