import { addDays, DAY_MS, indiaDate, indiaMinute, isoDay } from './india-calendar';
import { readNoticeHours, type SiteNotice, type SiteNotices } from './parsers/settings/notices';

/**
 * What staff's dated notices (./parsers/settings/notices.ts) mean at a moment, in India's time:
 * which show, and whether the centre is open. Worked out on the phone once a page has loaded (and
 * by the offline worker for its page), never at the build: a pre-rendered page would keep the
 * day it was built.
 */

/** The most notices a page shows at once: a fourth would push the page's own content away. */
export const MOST_SHOWN_NOTICES = 3;

export interface ShownNotice extends SiteNotice {
  /** The notice's field name in `SiteSettings/notices`. */
  id: string;
}

/**
 * A name's letters and digits alone, in lower case and without Latin accents, as its page address
 * spells it: "Dr. A. Sen" and `dr-a-sen` read alike, and so do "José" and `jose`.
 */
const lettersOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/**
 * Whether a notice's `doctor` names the doctor called `name` in the catalogue: by their page's
 * address (`dr-a-sen`) or their name, however staff spelt its dots and spaces. Compared without
 * the slugs' own code, which a first load holds in another chunk.
 */
const namesDoctor = (typed: string, name: string) => {
  const named = lettersOf(typed);
  return named !== '' && named === lettersOf(name);
};

/**
 * The notices that cover `now`'s day in India: the centre's own, or with `doctorName`, that doctor's
 * alone. More than MOST_SHOWN_NOTICES: the ones that began nearest today (the newest news), then
 * the ones ending soonest.
 */
export function activeNotices(
  notices: SiteNotices,
  now: number,
  doctorName?: string,
): ShownNotice[] {
  const today = isoDay(indiaDate(now));
  return Object.entries(notices)
    .filter(([, notice]) => notice.start <= today && today <= notice.end)
    .filter(([, notice]) =>
      doctorName === undefined
        ? notice.doctor === undefined
        : notice.doctor !== undefined && namesDoctor(notice.doctor, doctorName),
    )
    .map(([id, notice]) => ({ ...notice, id }))
    .sort((a, b) => b.start.localeCompare(a.start) || a.end.localeCompare(b.end))
    .slice(0, MOST_SHOWN_NOTICES);
}

const weekdayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface DayHours {
  from: number;
  to: number;
}

/**
 * The centre's week from its opening hours as search engines read them ("Mo-Sa 07:00-20:00, Su
 * 07:00-13:00"): each weekday, Monday first, its hours in minutes after midnight, or null.
 */
export function weeklyHours(openingHours: string): (DayHours | null)[] {
  const week: (DayHours | null)[] = weekdayCodes.map(() => null);
  for (const rule of openingHours.split(/,\s*/)) {
    const [days = '', times = ''] = rule.trim().split(/\s+/);
    const hours = readNoticeHours(times);
    const [first = '', last = first] = days.split('-');
    const from = weekdayCodes.indexOf(first);
    const to = weekdayCodes.indexOf(last);
    if (hours === null || from < 0 || to < 0) continue;
    for (let day = from; day <= to; day += 1) week[day] = hours;
  }
  return week;
}

/** A day's hours, with the centre's notices for that day: closed, changed or as every week. */
function hoursOn(
  day: string,
  weekday: number,
  week: readonly (DayHours | null)[],
  notices: SiteNotices,
) {
  let hours = week[weekday] ?? null;
  for (const notice of Object.values(notices)) {
    if (notice.doctor !== undefined || day < notice.start || day > notice.end) continue;
    if (notice.kind === 'closed') return null;
    if (notice.kind === 'hours' && notice.hours !== undefined) {
      hours = readNoticeHours(notice.hours) ?? hours;
    }
  }
  return hours;
}

export type OpenState =
  | { open: true; closesAt: number }
  | {
      open: false;
      /** When it opens next: 0 days ahead for later today, 1 for tomorrow; null for no opening in two weeks. */
      opens: { daysAhead: number; weekday: number; at: number } | null;
    };

/** How far ahead the next opening is looked for: a fortnight's closure still finds one. */
const LOOK_AHEAD_DAYS = 14;

/** Whether the centre is open at `now`, in India, and when that next changes. */
export function openState(now: number, openingHours: string, notices: SiteNotices): OpenState {
  const week = weeklyHours(openingHours);
  const today = indiaDate(now);
  const minute = indiaMinute(now);
  const todays = hoursOn(isoDay(today), today.weekday, week, notices);
  if (todays !== null && todays.from <= minute && minute < todays.to) {
    return { open: true, closesAt: todays.to };
  }
  if (todays !== null && minute < todays.from) {
    return { open: false, opens: { daysAhead: 0, weekday: today.weekday, at: todays.from } };
  }
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const date = indiaDate(now + ahead * DAY_MS);
    const hours = hoursOn(addDays(isoDay(today), ahead), date.weekday, week, notices);
    if (hours !== null)
      return { open: false, opens: { daysAhead: ahead, weekday: date.weekday, at: hours.from } };
  }
  return { open: false, opens: null };
}
