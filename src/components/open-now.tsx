import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/language';
import { useMessages } from '../i18n/messages';
import { notices as english } from '../i18n/en/notices';
import { notices as bengali } from '../i18n/bn/notices';
import type { SiteNotices } from '../shared/parsers/settings/notices';
import { openState } from '../shared/site-notices';
import { site } from '../shared/site';

/** How often an open page checks again: the line turns at the hour the centre opens or closes. */
const RECHECK_MS = 60_000;

/**
 * "Open now · closes 8 pm" or "Closed · opens 7 am": the centre's opening hours
 * (src/shared/site.ts) in India's time, with staff's notices of closures and changed hours.
 * Worked out on the phone, once the settings have been asked for (a closure must not first show
 * as open), and never at the build: the pre-rendered page would keep the hour it was built.
 */
export function OpenNowLine() {
  const { language } = useLanguage();
  const { weekdays } = useMessages().layout.footer.visit;
  const text = language === 'bn' ? bengali : english;
  const [notices, setNotices] = useState<SiteNotices | null>(null);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let shown = true;
    void import('../data/site-settings')
      .then(({ requestSiteSettings }) => requestSiteSettings())
      .then((settings) => {
        if (shown) setNotices(settings?.notices ?? {});
      });
    const timer = window.setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => {
      shown = false;
      window.clearInterval(timer);
    };
  }, []);
  if (notices === null) return null;
  const state = openState(now, site.openingHours, notices);
  let line: string;
  if (state.open) line = text.openNow(state.closesAt);
  else if (state.opens === null) line = text.closedNoOpening;
  else {
    const { daysAhead, weekday, at } = state.opens;
    const day = daysAhead === 0 ? '' : daysAhead === 1 ? text.tomorrow : (weekdays[weekday] ?? '');
    line = text.closed(day, at);
  }
  return <p className="open-now fw-semibold mb-2">{line}</p>;
}
