import { useId, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * A notice's words on one line until the visitor opens them. A banner arrives after the page has
 * loaded: two or three lines of it could be larger than anything of the page's own and become its
 * largest paint, which a line cannot. The whole text is read out either way.
 */
function NoticeText({
  words,
  lang,
  text,
}: {
  words: string;
  lang: string | undefined;
  text: typeof english;
}) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element !== null && !open) setCut(element.scrollWidth > element.clientWidth);
  }, [open, words]);
  return (
    <>
      <p ref={paragraph} id={id} className={open ? 'mb-0' : 'mb-0 notice-line'} lang={lang}>
        {words}
      </p>
      {(cut || open) && (
        <button
          type="button"
          className="btn btn-link notice-more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? text.showLess : text.readMore}
        </button>
      )}
    </>
  );
}

/**
 * The centre's notices for today in India, as staff dated them (src/shared/site-notices.ts): at
 * most three, each dismissible. Worked out on the phone once the settings have arrived, so a page
 * built days ago never shows a notice that has ended.
 */
export function NoticeBanners() {
  const settings = useSiteSettings();
  const { language } = useLanguage();
  const text = language === 'bn' ? bengali : english;
  const [, setDismissals] = useState(0);
  const [now] = useState(Date.now);
  if (settings === null) return null;
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
            <NoticeText words={words} lang={lang} text={text} />
          </DismissibleAlert>
        );
      })}
    </section>
  );
}
