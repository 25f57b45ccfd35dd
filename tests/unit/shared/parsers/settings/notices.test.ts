import { describe, expect, it } from 'vitest';
import { parseNotices } from '../../../../../src/shared/parsers/settings/notices';

/** Staff's dated notices, as they type them in SiteSettings/notices. */
describe('the notices staff date in the console', () => {
  it('reads each notice with its dates as India writes them, its words, kind and doctor', () => {
    const { value, problems } = parseNotices({
      puja: {
        start: '20/10/2026',
        end: '22 Oct 2026',
        text: 'Closed for Durga Puja',
        text_bn: 'দুর্গাপুজোয় বন্ধ',
        kind: 'Closed',
      },
      winter: {
        start: '2026-12-01',
        end: '2026-12-03',
        text: 'Shorter hours',
        kind: 'hours',
        hours: '9 am - 1 pm',
      },
      leave: { start: '2026-11-02', text: 'Dr. Sen is away', doctor: 'dr-sayantan-ghoshal' },
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      puja: {
        start: '2026-10-20',
        end: '2026-10-22',
        text: 'Closed for Durga Puja',
        text_bn: 'দুর্গাপুজোয় বন্ধ',
        kind: 'closed',
      },
      winter: {
        start: '2026-12-01',
        end: '2026-12-03',
        text: 'Shorter hours',
        text_bn: '',
        kind: 'hours',
        hours: '09:00-13:00',
      },
      // No end: seven days, its first included.
      leave: {
        start: '2026-11-02',
        end: '2026-11-08',
        text: 'Dr. Sen is away',
        text_bn: '',
        doctor: 'dr-sayantan-ghoshal',
      },
    });
  });

  it('reads a date staff set as a timestamp as its day in India', () => {
    // 20:00 UTC on 31 October is 1:30 am on 1 November in India.
    const { value } = parseNotices({
      late: { start: new Date('2026-10-31T20:00:00Z'), text: 'A notice' },
    });
    expect(value.late?.start).toBe('2026-11-01');
  });

  it('skips a notice ending before it starts or with a date it cannot read, and says why', () => {
    const { value, problems } = parseNotices({
      backwards: { start: '2026-11-05', end: '2026-11-01', text: 'Closed' },
      unreadable: { start: 'next Monday', text: 'Closed' },
      impossible: { start: '31/2/2026', text: 'Closed' },
      undated: { text: 'Closed' },
      wordless: { start: '2026-11-05' },
      typed: 'Closed on Sunday',
    });
    expect(value).toEqual({});
    expect(problems).toEqual([
      '"backwards": skipped, its end (1/11/2026) is before its start (5/11/2026).',
      '"unreadable": skipped, its start "next Monday" is not a date such as 2026-11-01 or 1/11/2026.',
      '"impossible": skipped, its start "31/2/2026" is not a date such as 2026-11-01 or 1/11/2026.',
      '"undated": skipped, it has no start date (start: 2026-11-01).',
      '"wordless": skipped, it has no text to show.',
      '"typed": skipped, a notice must be a map with start, text and text_bn fields.',
    ]);
  });

  it('shows a notice as words alone when its kind or hours cannot be read, and says so', () => {
    const { value, problems } = parseNotices({
      odd: { start: '2026-11-05', text: 'Changed', kind: 'hours', hours: 'morning' },
      other: { start: '2026-11-05', text: 'Note', kind: 'party', colour: 'red' },
    });
    expect(value.odd).not.toHaveProperty('kind');
    expect(value.other).not.toHaveProperty('kind');
    expect(problems).toEqual([
      '"odd": hours: "morning" is not a day\'s hours such as 09:00-13:00; shown as words alone.',
      '"other": colour: not a field of this setting; left out.',
      '"other": kind: "party" is neither closed nor hours; shown as words alone.',
    ]);
  });

  it('reads its own published value back unchanged', () => {
    const { value } = parseNotices({
      winter: { start: '1/12/2026', text: 'Shorter hours', kind: 'hours', hours: '9:00 to 13:00' },
    });
    expect(parseNotices(JSON.parse(JSON.stringify(value)))).toEqual({ value, problems: [] });
  });
});
