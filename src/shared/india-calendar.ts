/**
 * Days as India counts them, for what the site works out on the phone (a doctor's next visit, the
 * notices of the day, whether the centre is open) and for dates staff type by hand.
 */

/** A calendar day in India. */
export interface IndiaDate {
  year: number;
  /** 0 for January, as the messages' month names are ordered. */
  month: number;
  day: number;
  /** Monday 0 … Sunday 6. */
  weekday: number;
}

/** India keeps +05:30 all year: its calendar date is UTC's, 5½ hours on. */
export const INDIA_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

export function indiaDate(time: number): IndiaDate {
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: (shifted.getUTCDay() + 6) % 7,
  };
}

/** The minute of India's day a moment falls in: 0 at midnight, 1439 at 23:59. */
export const indiaMinute = (time: number) =>
  Math.floor(((((time + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

export const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day `days` after an ISO day (`2026-12-31`, 1 → `2027-01-01`). */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return isoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() });
}

const monthNumbers: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * One date as staff type it: `2026-12-05`, `5/12/2026`, `05-12-2026` (day first, as India writes
 * dates) or `5 Dec 2026`, as an ISO day; null when it cannot be read or is no calendar day.
 */
export function readDay(typed: string): string | null {
  const trimmed = typed.trim().toLowerCase();
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(trimmed))) {
    [day, month, year] = [Number(match[1]), monthNumbers[match[2] ?? ''], Number(match[3])];
  }
  if (year === undefined || month === undefined || day === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const iso = isoDay({ year, month: month - 1, day });
  // 31 April and 30 February are no days: the calendar would carry them into the next month.
  return addDays(iso, 0) === iso ? iso : null;
}
