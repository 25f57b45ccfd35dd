import { useState } from 'react';
import { useLanguage } from '../i18n/language';
import { notices as english } from '../i18n/en/notices';
import { notices as bengali } from '../i18n/bn/notices';
import { useSiteSettings } from '../lib/use-site-settings';
import { activeNotices } from '../shared/site-notices';
import { noticeWords } from './notice-banners';
import './notices.scss';

/**
 * Staff's notices naming the doctor called `name` in the catalogue (by page address or name), on the days they cover in India:
 * a line beside the visiting days, such as why a visit is off. The dates a visit is off are the
 * doctor's own `cancelled`; a notice only says so in words.
 */
export function DoctorNotices({ name }: { name: string }) {
  const settings = useSiteSettings();
  const { language } = useLanguage();
  const text = language === 'bn' ? bengali : english;
  const [now] = useState(Date.now);
  if (settings === null) return null;
  const shown = activeNotices(settings.notices, now, name);
  return shown.map((notice) => {
    const { words, lang } = noticeWords(notice, language);
    return (
      <p key={notice.id} className="alert alert-warning doctor-notice">
        <span className="fw-semibold">{text.doctorNotice}: </span>
        <span lang={lang}>{words}</span>
      </p>
    );
  });
}
