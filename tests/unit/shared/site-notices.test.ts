import { describe, expect, it } from 'vitest';
import type { SiteNotices } from '../../../src/shared/parsers/settings/notices';
import { activeNotices, openState, weeklyHours } from '../../../src/shared/site-notices';

/** A moment given as India's wall clock (+05:30). */
const inIndia = (local: string) => Date.parse(`${local}+05:30`);
const HOURS = 'Mo-Sa 07:00-20:00, Su 07:00-13:00';
const at = (hour: number, minute = 0) => hour * 60 + minute;

const notice = (start: string, end: string, extra: Partial<SiteNotices[string]> = {}) => ({
  start,
  end,
  text: `From ${start}`,
  text_bn: '',
  ...extra,
});

describe('which notices show', () => {
  const notices: SiteNotices = {
    old: notice('2026-11-20', '2026-11-26'),
    a: notice('2026-11-22', '2026-11-30'),
    b: notice('2026-11-25', '2026-11-27'),
    c: notice('2026-11-27', '2026-11-27'),
    d: notice('2026-11-26', '2026-12-05'),
    later: notice('2026-11-28', '2026-11-29'),
    leave: notice('2026-11-27', '2026-11-28', { doctor: 'Dr. Sayantan Ghoshal' }),
  };

  it('shows on the days it covers in India, the three that began nearest today', () => {
    // 23:00 UTC on 26 November is already the 27th in India.
    const shown = activeNotices(notices, Date.parse('2026-11-26T23:00:00Z'));
    expect(shown.map(({ id }) => id)).toEqual(['c', 'd', 'b']);
  });

  it('keeps a doctor’s notice to that doctor, named by page address or name', () => {
    const friday = inIndia('2026-11-27T10:00');
    expect(activeNotices(notices, friday, 'Dr. Sayantan Ghoshal').map(({ id }) => id)).toEqual([
      'leave',
    ]);
    const bySlug = { leave: notice('2026-11-27', '2026-11-27', { doctor: 'dr-sayantan-ghoshal' }) };
    expect(activeNotices(bySlug, friday, 'Dr. Sayantan Ghoshal')).toHaveLength(1);
    expect(activeNotices(bySlug, friday, 'Dr. Madhurima Basak')).toEqual([]);
    expect(activeNotices(bySlug, friday)).toEqual([]);
    // A page address drops a Latin name's accents.
    const accented = { leave: notice('2026-11-27', '2026-11-27', { doctor: 'dr-jose-dcruz' }) };
    expect(activeNotices(accented, friday, 'Dr. José D’Cruz')).toHaveLength(1);
  });
});

describe('whether the centre is open', () => {
  it('reads the week from the opening hours search engines read', () => {
    const week = weeklyHours(HOURS);
    expect(week[0]).toEqual({ from: at(7), to: at(20) });
    expect(week[6]).toEqual({ from: at(7), to: at(13) });
  });

  it('is open on a weekday morning until 8 pm, and says when it opens once closed', () => {
    // Friday 27 November 2026.
    expect(openState(inIndia('2026-11-27T10:30'), HOURS, {})).toEqual({
      open: true,
      closesAt: at(20),
    });
    expect(openState(inIndia('2026-11-27T06:15'), HOURS, {})).toEqual({
      open: false,
      opens: { daysAhead: 0, weekday: 4, at: at(7) },
    });
    expect(openState(inIndia('2026-11-27T20:00'), HOURS, {})).toEqual({
      open: false,
      opens: { daysAhead: 1, weekday: 5, at: at(7) },
    });
  });

  it('closes at 1 pm on a Sunday, its half day', () => {
    expect(openState(inIndia('2026-11-29T12:59'), HOURS, {})).toEqual({
      open: true,
      closesAt: at(13),
    });
    expect(openState(inIndia('2026-11-29T13:00'), HOURS, {})).toEqual({
      open: false,
      opens: { daysAhead: 1, weekday: 0, at: at(7) },
    });
  });

  it('is closed on a closure day and opens on the first day after it', () => {
    const closure = { puja: notice('2026-11-27', '2026-11-29', { kind: 'closed' as const }) };
    expect(openState(inIndia('2026-11-27T10:30'), HOURS, closure)).toEqual({
      open: false,
      opens: { daysAhead: 3, weekday: 0, at: at(7) },
    });
  });

  it('keeps a day’s changed hours, and ignores a doctor’s notice', () => {
    const notices: SiteNotices = {
      short: notice('2026-11-27', '2026-11-27', { kind: 'hours', hours: '09:00-13:00' }),
      leave: notice('2026-11-27', '2026-11-27', { kind: 'closed', doctor: 'dr-a-sen' }),
    };
    expect(openState(inIndia('2026-11-27T08:00'), HOURS, notices)).toEqual({
      open: false,
      opens: { daysAhead: 0, weekday: 4, at: at(9) },
    });
    expect(openState(inIndia('2026-11-27T12:00'), HOURS, notices)).toEqual({
      open: true,
      closesAt: at(13),
    });
  });

  it('finds no opening within a fortnight of a long closure', () => {
    const closure = { long: notice('2026-11-01', '2026-12-31', { kind: 'closed' as const }) };
    expect(openState(inIndia('2026-11-27T10:30'), HOURS, closure)).toEqual({
      open: false,
      opens: null,
    });
  });
});
