import { useMemo } from 'react';
import { useLanguage } from '../i18n/language';
import { useMessages } from '../i18n/messages';

const locales = { en: 'en-IN', bn: 'bn-IN' } as const;

/**
 * "Prices updated 24 November 2026" under a published list, in the centre's time zone, so a
 * visitor can tell how fresh the prices are. A list read live from its collection has no date.
 */
export function UpdatedNote({
  updatedAt,
  counts,
}: {
  updatedAt: string | null;
  /** What the date speaks of: the prices, or (a list without prices) the list. */
  counts: 'prices' | 'list';
}) {
  const { language } = useLanguage();
  const text = useMessages().common.updated;
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(locales[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
    [language],
  );
  if (updatedAt === null) return null;
  return (
    <p className="small text-body-secondary mt-3">
      {text[counts](date.format(new Date(updatedAt)))}
    </p>
  );
}
