import { addDays, indiaDate, isoDay, readDay } from '../../india-calendar';
import { isTimestampLike } from '../moments';
import type { ParsedSection } from '../site-settings';
import { fieldsOf, settingText, unknownFields } from './setting-fields';

/**
 * Dated notices, as staff type them in `SiteSettings/notices`: one field per notice, named as
 * staff like ("diwali", "dr-sen-leave"), whose value is a map:
 *
 * - `start`: the first day it shows (`2026-11-01`, `1/11/2026`, `1 Nov 2026`, or a timestamp);
 * - `end`: the last day; without one it shows for NOTICE_DAYS days from its start;
 * - `text`, `text_bn`: the words, in English and Bengali (a Bengali page shows the English when
 *   `text_bn` is empty);
 * - `kind`: `closed` (the centre is closed those days) or `hours` with `hours` (`09:00-13:00`):
 *   the footer's "open now" line follows them; without a kind, a notice is words alone;
 * - `doctor`: a doctor's page address (`dr-a-sen`) or name: the notice then shows on that
 *   doctor's card and page only, beside the dates staff mark off in the doctor's `cancelled`.
 *
 * The published value has the same shape, with `end` always filled and the hours written
 * `HH:MM-HH:MM`, so the browser reads it with the same parser.
 */
export interface SiteNotice {
  /** ISO days in India's calendar, `end` never before `start`. */
  start: string;
  end: string;
  text: string;
  text_bn: string;
  kind?: 'closed' | 'hours';
  /** With kind `hours`: that day's opening, `09:00-13:00`. */
  hours?: string;
  doctor?: string;
}

/** Staff's notices by the name of their field. */
export type SiteNotices = Readonly<Record<string, SiteNotice>>;

export const noNotices: SiteNotices = {};

/** How long a notice without an end date shows, its first day included. */
export const NOTICE_DAYS = 7;

/** The most notices read: a season's worth; the published settings stay small. */
const MOST_NOTICES = 30;

const known = ['start', 'end', 'text', 'text_bn', 'kind', 'hours', 'doctor'];

/** `2026-11-01` written as staff read dates: 1/11/2026. */
const shownDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}/${month}/${year}`;
};

/** A date field: an ISO day, null when missing, and `false` when it cannot be read. */
function dateField(raw: unknown): string | null | false {
  if (raw === undefined || raw === null || raw === '') return null;
  if (raw instanceof Date || isTimestampLike(raw)) {
    const time = (raw instanceof Date ? raw : raw.toDate()).getTime();
    return Number.isNaN(time) ? false : isoDay(indiaDate(time));
  }
  return typeof raw === 'string' ? (readDay(raw) ?? false) : false;
}

/** A time of day: `9`, `9:30`, `09:30`, `9 am`, `1.30 pm`; minutes after midnight, or null. */
function readTime(typed: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(
    typed.trim().toLowerCase(),
  );
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.[0];
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  return hour > 23 || minute > 59 ? null : hour * 60 + minute;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's hours, `9 am - 1 pm` or `09:00-13:00`, as `09:00-13:00`; null when unreadable. */
export function readNoticeHours(typed: string): { from: number; to: number } | null {
  const [from, to, ...rest] = typed.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const opens = readTime(from);
  const closes = readTime(to);
  return opens === null || closes === null || closes <= opens ? null : { from: opens, to: closes };
}

const closedWords = ['closed', 'closure', 'holiday', 'বন্ধ'];
const hoursWords = ['hours', 'changed hours', 'timing', 'timings'];

/** One notice, or the reason it is skipped, in words staff can act on. */
function readNotice(raw: unknown, problems: string[], named: string): SiteNotice | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || isTimestampLike(raw)) {
    return 'skipped, a notice must be a map with start, text and text_bn fields.';
  }
  const fields = fieldsOf(raw);
  const own: string[] = [];
  unknownFields(fields, known, own);
  const start = dateField(fields.start);
  if (start === null) return 'skipped, it has no start date (start: 2026-11-01).';
  if (start === false) {
    return `skipped, its start "${String(fields.start)}" is not a date such as 2026-11-01 or 1/11/2026.`;
  }
  const end = dateField(fields.end);
  if (end === false) {
    return `skipped, its end "${String(fields.end)}" is not a date such as 2026-11-01 or 1/11/2026.`;
  }
  if (end !== null && end < start) {
    return `skipped, its end (${shownDay(end)}) is before its start (${shownDay(start)}).`;
  }
  const text = settingText(fields, 'text', own);
  const textBn = settingText(fields, 'text_bn', own);
  if (text === '' && textBn === '') return 'skipped, it has no text to show.';
  const notice: SiteNotice = {
    start,
    end: end ?? addDays(start, NOTICE_DAYS - 1),
    text,
    text_bn: textBn,
  };
  const kind = settingText(fields, 'kind', own).toLowerCase();
  if (closedWords.includes(kind)) notice.kind = 'closed';
  else if (hoursWords.includes(kind)) {
    const hours = readNoticeHours(settingText(fields, 'hours', own));
    if (hours === null) {
      own.push(
        `hours: "${String(fields.hours ?? '')}" is not a day's hours such as 09:00-13:00; shown as words alone.`,
      );
    } else {
      notice.kind = 'hours';
      notice.hours = `${clock(hours.from)}-${clock(hours.to)}`;
    }
  } else if (kind !== '') {
    own.push(`kind: "${kind}" is neither closed nor hours; shown as words alone.`);
  }
  const doctor = settingText(fields, 'doctor', own);
  if (doctor !== '') notice.doctor = doctor;
  for (const problem of own) problems.push(`${named} ${problem}`);
  return notice;
}

export function parseNotices(given: unknown): ParsedSection<SiteNotices> {
  const entries: [string, SiteNotice][] = [];
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(fieldsOf(given))) {
    const named = `"${name}":`;
    if (entries.length === MOST_NOTICES) {
      problems.push(`${named} skipped, past the ${MOST_NOTICES} notices the site reads.`);
      continue;
    }
    const notice = readNotice(raw, problems, named);
    if (typeof notice === 'string') problems.push(`${named} ${notice}`);
    else entries.push([name, notice]);
  }
  // fromEntries, not assignment: a notice named "__proto__" stays a notice.
  return { value: Object.fromEntries(entries), problems };
}
