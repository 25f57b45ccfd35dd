import { useEffect, useState } from 'react';
import type { SiteSettings } from '../shared/parsers/site-settings';
import { whenLoadedAndIdle } from './use-after-load';

/**
 * The site's settings for a component that shows one of them, asked for once the page has loaded
 * and the browser is idle (one read a visit, however many components ask: src/data/site-settings.ts).
 * Null until they arrive, and when there are none: the component then shows nothing of them, as
 * the pre-rendered page did.
 */
export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    let shown = true;
    // Imported then, so the settings' parsers stay out of every page's first load.
    const cancel = whenLoadedAndIdle(() => {
      void import('../data/site-settings')
        .then(({ requestSiteSettings }) => requestSiteSettings())
        .then((read) => {
          if (shown) setSettings(read);
        });
    });
    return () => {
      shown = false;
      cancel();
    };
  }, []);
  return settings;
}
