/** A visit's hours as the site writes them: kept apart from the schedule's reading, which only the catalogue's parser needs. */

/** `11:00`, as the site writes times, with the digits 0–9 in both languages. */
export const clockTime = (minutesAfterMidnight: number) =>
  `${String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0')}:${String(
    minutesAfterMidnight % 60,
  ).padStart(2, '0')}`;

/** `11:00–15:00`, or one time, or nothing. */
export const visitHours = ({ from, to }: { from: number | null; to: number | null }) =>
  from === null ? '' : to === null ? clockTime(from) : `${clockTime(from)}–${clockTime(to)}`;
