/**
 * A doctor's visits as a receptionist types them into the console, one rule per line or `;`:
 * which days (`Sat`, `Wed,Fri`, `Mon-Sat`, `daily`), optionally which of them in a month (`1st,3rd
 * Sat`, `last Sun`), and optionally the hours (`11:00-15:00`, `5-7pm`, `10.30am to 1pm`). From it
 * the page works out the next visit's date, so it is never last week's.
 */
export interface VisitRule {
  /** Days of the week, Monday 0 … Sunday 6 (as the messages' day names are ordered). */
  days: readonly number[];
  /** Which of those days in a month (1 to 5, -1 the last); null for every one. */
  weeks: readonly number[] | null;
  /** Minutes after midnight, India time; null when not given. */
  from: number | null;
  to: number | null;
}

const dayWords: readonly (readonly string[])[] = [
  ['mon', 'monday'],
  ['tue', 'tues', 'tuesday'],
  ['wed', 'weds', 'wednesday'],
  ['thu', 'thur', 'thurs', 'thursday'],
  ['fri', 'friday'],
  ['sat', 'saturday'],
  ['sun', 'sunday'],
];
const dayOf = (word: string) => dayWords.findIndex((words) => words.includes(word));

const weekWords: Record<string, number> = {
  '1st': 1,
  first: 1,
  '2nd': 2,
  second: 2,
  '3rd': 3,
  third: 3,
  '4th': 4,
  fourth: 4,
  '5th': 5,
  fifth: 5,
  last: -1,
};

const everyDay = ['daily', 'everyday'];
/** Words a receptionist adds that say nothing the rule needs: "every", "of the month". */
const fillers = new Set(['and', 'of', 'the', 'month', 'every', 'on']);
const timePattern = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/;
const hoursPattern = new RegExp(
  `${timePattern.source}\\s*(?:-|–|—|to)\\s*${timePattern.source}`,
  'i',
);

/** Minutes after midnight from an hour, its minutes and an am or pm. */
function minutes(hour: number, minute: number, meridiem: string | undefined): number | null {
  if (minute > 59 || hour > 23 || (meridiem !== undefined && (hour < 1 || hour > 12))) return null;
  let hours = hour;
  if (meridiem === 'pm' && hour < 12) hours += 12;
  if (meridiem === 'am' && hour === 12) hours = 0;
  return hours * 60 + minute;
}

/** The hours of a rule, `[from, to]`, from `11:00-15:00` or `5-7pm`; null when unreadable. */
function readHours(text: string): [number, number] | null {
  const match = hoursPattern.exec(text);
  if (!match) return null;
  const [, h1 = '', m1, a1, h2 = '', m2, a2] = match;
  const endMeridiem = a2?.toLowerCase();
  const to = minutes(Number(h2), Number(m2 ?? 0), endMeridiem);
  let from = minutes(Number(h1), Number(m1 ?? 0), a1?.toLowerCase());
  if (from === null || to === null) return null;
  // "5-7pm" is 17:00 to 19:00; "11-3pm" is 11:00 to 15:00.
  if (a1 === undefined && endMeridiem === 'pm' && from < 12 * 60 && from + 12 * 60 < to) {
    from += 12 * 60;
  }
  return from < to ? [from, to] : null;
}

/** One rule, or null when any part of it cannot be read. */
function readRule(text: string): VisitRule | null {
  const hours = readHours(text);
  const rest = (hours ? text.replace(hoursPattern, ' ') : text).toLowerCase();
  const words = rest
    .replace(/every\s+day/g, 'daily')
    .split(/[\s,&/]+/)
    .map((word) => word.replace(/^[.:]+|[.:]+$/g, ''))
    .filter((word) => word !== '' && !fillers.has(word));
  const days = new Set<number>();
  const weeks = new Set<number>();
  const addRange = (first: number, last: number) => {
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  };
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    if (everyDay.includes(word)) {
      addRange(0, 6);
      continue;
    }
    const week = weekWords[word];
    if (week !== undefined) {
      weeks.add(week);
      continue;
    }
    // "Mon-Sat", and "Monday to Saturday".
    const range = /^([a-z]+)-([a-z]+)$/.exec(word);
    const [first, last] = range
      ? [dayOf(range[1] ?? ''), dayOf(range[2] ?? '')]
      : words[at + 1] === 'to'
        ? [dayOf(word), dayOf(words[at + 2] ?? '')]
        : [dayOf(word), dayOf(word)];
    if (first < 0 || last < 0) return null;
    addRange(first, last);
    if (!range && words[at + 1] === 'to') at += 2;
  }
  if (days.size === 0) return null;
  return {
    days: [...days].sort((a, b) => a - b),
    weeks: weeks.size === 0 ? null : [...weeks].sort((a, b) => a - b),
    from: hours?.[0] ?? null,
    to: hours?.[1] ?? null,
  };
}

/**
 * The rules of a schedule as staff typed it; null when any of it cannot be read, and the page
 * then shows what was typed rather than risk a wrong date.
 */
export function readSchedule(text: string): VisitRule[] | null {
  const parts = text
    .split(/[;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const rules = parts.map(readRule);
  return rules.every((rule) => rule !== null) ? (rules as VisitRule[]) : null;
}
