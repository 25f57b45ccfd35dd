import { site } from '../shared/site';
import type { CatalogueList } from '../shared/types';
import { useMessages } from '../i18n/messages';
import { telHref } from '../shared/links';

/** India keeps +05:30 all year, so the centre's calendar date is UTC's 5½ hours on. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * "Prices updated 24 November 2026" under a published list, in the centre's time zone, so a
 * visitor can tell how fresh the prices are; a list read live from its collection has no date.
 * Under a list its loader found unconfirmed (src/data/catalogue.ts), a second line asks the
 * visitor to call to confirm, with the centre's number. The date is written by hand rather than
 * by `Intl.DateTimeFormat`, whose first use on a page loads the browser's calendar data: 40–110 ms
 * of one task on this machine, on the list pages that must answer a tap at once.
 */
export function UpdatedNote({
  list: { updatedAt, unconfirmed },
  counts,
}: {
  list: Pick<CatalogueList<unknown>, 'updatedAt' | 'unconfirmed'>;
  /** What the date speaks of: the prices, or (a list without prices) the list. */
  counts: 'prices' | 'list';
}) {
  const text = useMessages().common.updated;
  const inIndia = new Date(Date.parse(updatedAt ?? '') + INDIA_OFFSET_MS);
  // No month for an unreadable date, or none at all.
  const month = text.months[inIndia.getUTCMonth()];
  if (!month && !unconfirmed) return null;
  return (
    <p className="small text-body-secondary mt-3">
      {month && text[counts](`${inIndia.getUTCDate()} ${month} ${inIndia.getUTCFullYear()}`)}
      {unconfirmed && (
        <span className="d-block">
          {text.unconfirmed[counts]} <a href={telHref()}>{site.centreNumber}</a>
        </span>
      )}
    </p>
  );
}
