const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/**
 * `site.openingHours`, which is written the way search engines read it ("Mo-Sa 07:00-20:00, Su
 * 07:00-13:00"), as lines a visitor reads: "Monday – Saturday: 07:00 – 20:00". The day names come
 * from the browser's own calendar in the visitor's language, so no page carries them.
 */
export function openingHoursLines(hours: string, locale: string): string[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const dayName = (day: string) => {
    const index = weekdays.indexOf(day);
    return index < 0 ? day : weekday.format(Date.UTC(2024, 0, 1 + index));
  };
  return hours.split(/,\s*/).map((rule) => {
    const [days = '', times = ''] = rule.trim().split(/\s+/);
    return `${days.split('-').map(dayName).join(' – ')}: ${times.replace('-', ' – ')}`;
  });
}
