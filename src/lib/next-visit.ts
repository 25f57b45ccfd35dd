/**
 * The next visit of a doctor's schedule (src/shared/visit-schedule.ts) from a moment, in India's
 * time, and the dates staff marked off. Loaded once a page has loaded: the pre-rendered page shows the
 * schedule itself, never a date, which would go stale.
 */
import type { VisitRule } from '../shared/visit-schedule';
import {
  DAY_MS,
  INDIA_OFFSET_MS,
  indiaDate,
  isoDay,
  readDay,
  type IndiaDate,
} from '../shared/india-calendar';

/**
 * The dates a visit is off, as staff typed them (each as src/shared/india-calendar.ts reads one),
 * separated by commas or lines. What cannot be read is left out.
 */
export function readCancelledDates(text: string): Set<string> {
  const dates = new Set<string>();
  for (const part of text.split(/[,;\n]+/)) {
    const day = readDay(part);
    if (day !== null) dates.add(day);
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
