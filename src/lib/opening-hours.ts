const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/**
 * `site.openingHours`, which is written the way search engines read it ("Mo-Sa 07:00-20:00, Su
 * 07:00-13:00"), as lines a visitor reads: "Monday – Saturday: 07:00 – 20:00". `dayNames` are the
 * visitor's language's, Monday first. They come from the messages rather than
 * `Intl.DateTimeFormat`, whose first use on a page loads the browser's calendar data: 40–110 ms
 * of one task on this machine, on every page, as the footer shows the hours.
 */
export function openingHoursLines(hours: string, dayNames: readonly string[]): string[] {
  const dayName = (day: string) => dayNames[weekdays.indexOf(day)] ?? day;
  return hours.split(/,\s*/).map((rule) => {
    const [days = '', times = ''] = rule.trim().split(/\s+/);
    return `${days.split('-').map(dayName).join(' – ')}: ${times.replace('-', ' – ')}`;
  });
}
