import { useMessages } from '../i18n/messages';

/** India keeps +05:30 all year, so the centre's calendar date is UTC's 5½ hours on. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * "Prices updated 24 November 2026" under a published list, in the centre's time zone, so a
 * visitor can tell how fresh the prices are. A list read live from its collection has no date.
 * The date is written by hand rather than by `Intl.DateTimeFormat`, whose first use on a page
 * loads the browser's calendar data: 40–110 ms of one task on this machine, on the list pages
 * that must answer a tap at once.
 */
export function UpdatedNote({
  updatedAt,
  counts,
}: {
  updatedAt: string | null;
  /** What the date speaks of: the prices, or (a list without prices) the list. */
  counts: 'prices' | 'list';
}) {
  const text = useMessages().common.updated;
  const inIndia = new Date(Date.parse(updatedAt ?? '') + INDIA_OFFSET_MS);
  if (Number.isNaN(inIndia.getTime())) return null;
  const month = text.months[inIndia.getUTCMonth()] ?? '';
  const date = `${inIndia.getUTCDate()} ${month} ${inIndia.getUTCFullYear()}`;
  return <p className="small text-body-secondary mt-3">{text[counts](date)}</p>;
}
