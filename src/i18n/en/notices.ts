/**
 * Staff's dated notices and the footer's "open now" line. Both languages load with the parts that
 * show them, once a page has loaded: a page namespace would fetch a chunk of its own for a few
 * lines.
 */

/** A time of day as a visitor says it: 20:00 as "8 pm", 07:30 as "7:30 am". */
const spokenTime = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} ${hour < 12 ? 'am' : 'pm'}`;
};

export const notices = {
  /** The region holding the day's notices. */
  region: 'Notices from the centre',
  dismiss: 'Dismiss this notice',
  /** A notice longer than its one line opens in full, and closes again. */
  readMore: 'Read more',
  showLess: 'Show less',
  /** A doctor's notice on their card and page. */
  doctorNotice: 'Notice',
  openNow: (closesAt: number) => `Open now · closes ${spokenTime(closesAt)}`,
  /** `day`: '' for later today, else "tomorrow" or the weekday's name. */
  closed: (day: string, opensAt: number) =>
    `Closed · opens ${day === '' ? '' : `${day} `}${spokenTime(opensAt)}`,
  tomorrow: 'tomorrow',
  closedNoOpening: 'Closed · call us to ask when we open',
};

export type NoticesText = typeof notices;
