import { labelledUnlessTyped } from '../typed-labels';

/** "a", "a and b", "a, b and c". */
const inWords = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** The doctors' cards and own pages. */
export const doctors = {
  /** What a doctor's card says, on the list and on the doctor's page. */
  card: {
    registration: (reg: string) =>
      labelledUnlessTyped('registration', reg, (value) => `Reg. No. ${value}`),
    visitingDays: 'Visiting days:',
    /** A visiting schedule staff typed (src/shared/visit-schedule.ts), written out. */
    schedule: {
      ordinals: ['1st', '2nd', '3rd', '4th', '5th'],
      last: 'last',
      /** "1st and 3rd Saturday, 11:00–15:00"; "Wednesday and Friday". */
      rule: (days: readonly string[], weeks: readonly string[], hours: string) =>
        `${weeks.length === 0 ? '' : `${inWords(weeks)} `}${inWords(days)}${hours === '' ? '' : `, ${hours}`}`,
      dayRange: (first: string, last: string) => `${first} to ${last}`,
      /** Worked out after the page has loaded, in India's time: "Saturday 5 December, 11:00–15:00". */
      next: (weekday: string, day: number, month: string, hours: string) =>
        `Next visit: ${weekday} ${day} ${month}${hours === '' ? '' : `, ${hours}`}`,
      /** A visit today or tomorrow, in India's time: "Next visit: Today, 17:00–19:00". */
      nextSoon: (when: string, hours: string) =>
        `Next visit: ${when}${hours === '' ? '' : `, ${hours}`}`,
      today: 'Today',
      tomorrow: 'Tomorrow',
      none: 'No visit is planned in the coming weeks: call us to ask.',
    },
    upcoming: (upcoming: string) =>
      labelledUnlessTyped('upcoming', upcoming, (value) => `Next visit: ${value}`),
    fees: 'Consultation fee:',
    /** The WhatsApp chat's prefilled text beside the call. */
    whatsAppAbout: (name: string) => `I would like an appointment with ${name}`,
    video: 'Watch video',
    videoLabel: (name: string) => `Watch a video about ${name}`,
  },
};
