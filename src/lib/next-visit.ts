/**
 * The next visit of a doctor's schedule (src/shared/visit-schedule.ts) from a moment, in India's
 * time, and the dates staff marked off. Loaded once a page has loaded: the pre-rendered page shows the
 * schedule itself, never a date, which would go stale.
 */
import type { VisitRule } from '../shared/visit-schedule';

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
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export function indiaDate(time: number): IndiaDate {
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: (shifted.getUTCDay() + 6) % 7,
  };
}

export const isoDay = ({ year, month, day }: IndiaDate) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

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
 * The dates a visit is off, as staff typed them: `2026-12-05`, `5/12/2026`, `05-12-2026` (day
 * first, as India writes dates) or `5 Dec 2026`, separated by commas or lines. What cannot be
 * read is left out.
 */
export function readCancelledDates(text: string): Set<string> {
  const dates = new Set<string>();
  for (const part of text.split(/[,;\n]+/)) {
    const trimmed = part.trim().toLowerCase();
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
    if (year === undefined || month === undefined || day === undefined) continue;
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    dates.add(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
  return dates;
}

/** Whether a day is one of a rule's: its weekday, and its place among that weekday's in the month. */
function onRule(date: IndiaDate, time: number, rule: VisitRule): boolean {
  if (!rule.days.includes(date.weekday)) return false;
  if (rule.weeks === null) return true;
  const nth = Math.floor((date.day - 1) / 7) + 1;
  const last = indiaDate(time + 7 * DAY_MS).month !== date.month;
  return rule.weeks.includes(nth) || (last && rule.weeks.includes(-1));
}

export interface NextVisit {
  date: IndiaDate;
  /** 0 when the visit is today in India, 1 tomorrow, and so on. */
  daysAhead: number;
  from: number | null;
  to: number | null;
}

/** How far ahead a next visit is looked for: a monthly doctor's, with two visits off. */
const LOOK_AHEAD_DAYS = 100;

/**
 * The next visit from `now`, in India's time: today's if it has not ended yet (or has no hours),
 * skipping the dates staff marked off; null when there is none in the next 100 days.
 */
export function nextVisit(
  rules: readonly VisitRule[],
  cancelled: ReadonlySet<string>,
  now: number,
): NextVisit | null {
  const today = indiaDate(now);
  const minuteNow = Math.floor(((now + INDIA_OFFSET_MS) % DAY_MS) / 60_000);
  for (let ahead = 0; ahead < LOOK_AHEAD_DAYS; ahead += 1) {
    const time = now + ahead * DAY_MS;
    const date = indiaDate(time);
    if (cancelled.has(isoDay(date))) continue;
    const visits = rules
      .filter((rule) => onRule(date, time, rule))
      .filter((rule) => ahead > 0 || (rule.to ?? rule.from ?? 24 * 60) > minuteNow)
      .sort((a, b) => (a.from ?? 0) - (b.from ?? 0));
    const visit = visits[0];
    if (visit) {
      return { date: ahead === 0 ? today : date, daysAhead: ahead, from: visit.from, to: visit.to };
    }
  }
  return null;
}
