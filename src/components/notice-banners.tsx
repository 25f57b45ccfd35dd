import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/language';
import { notices as english } from '../i18n/en/notices';
import { notices as bengali } from '../i18n/bn/notices';
import { useSiteSettings } from '../lib/use-site-settings';
import { activeNotices, type ShownNotice } from '../shared/site-notices';
import { DismissibleAlert } from './dismissible-alert';
import './notices.scss';

/**
 * The notices dismissed in this visit, by notice and text: kept while the site is open (moving
 * between pages keeps them away), never stored on the phone. A notice staff reword shows again.
 */
const dismissed = new Set<string>();
const dismissKey = (notice: ShownNotice) => `${notice.id}\n${notice.start}\n${notice.text}`;

/** A notice's words in the visitor's language, and the language they are in. */
export function noticeWords(notice: ShownNotice, language: 'en' | 'bn') {
  if (language === 'bn' && notice.text_bn !== '') return { words: notice.text_bn, lang: undefined };
  if (notice.text !== '') return { words: notice.text, lang: language === 'bn' ? 'en' : undefined };
  return { words: notice.text_bn, lang: language === 'en' ? 'bn' : undefined };
}

/** What a visitor does first on a page: a tap, a key, a scroll. */
const firstInputs = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** Whether the visitor has done anything on the site yet, in this visit. */
let visitorActed = false;

/**
 * False until the visitor first taps, types or scrolls. A page's largest paint is counted until
 * then, by Lighthouse and by visitors' phones alike: a notice over the page before it would be
 * that paint, seconds after the page's own, on every page.
 */
function useVisitorActed(): boolean {
  const [acted, setActed] = useState(visitorActed);
  useEffect(() => {
    if (acted) return;
    const act = () => {
      visitorActed = true;
      setActed(true);
    };
    for (const type of firstInputs)
      window.addEventListener(type, act, { once: true, passive: true });
    return () => {
      for (const type of firstInputs) window.removeEventListener(type, act);
    };
  }, [acted]);
  return acted;
}

/**
 * The centre's notices for today in India, as staff dated them (src/shared/site-notices.ts): at
 * most three, each dismissible, from the visitor's first tap, key or scroll. Worked out on the
 * phone once the settings have arrived, so a page built days ago never shows a notice that has
 * ended.
 */
export function NoticeBanners() {
  const acted = useVisitorActed();
  const settings = useSiteSettings();
  const { language } = useLanguage();
  const text = language === 'bn' ? bengali : english;
  const [, setDismissals] = useState(0);
  const [now] = useState(Date.now);
  if (settings === null || !acted) return null;
  const shown = activeNotices(settings.notices, now).filter(
    (notice) => !dismissed.has(dismissKey(notice)),
  );
  if (shown.length === 0) return null;
  return (
    <section className="notice-banners" aria-label={text.region}>
      {shown.map((notice) => {
        const { words, lang } = noticeWords(notice, language);
        return (
          <DismissibleAlert
            key={dismissKey(notice)}
            variant="warning"
            dismissLabel={text.dismiss}
            onDismiss={() => {
              dismissed.add(dismissKey(notice));
              setDismissals((count) => count + 1);
            }}
          >
            <p className="mb-0" lang={lang}>
              {words}
            </p>
          </DismissibleAlert>
        );
      })}
    </section>
  );
}
