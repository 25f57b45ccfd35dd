import { describe, expect, it } from 'vitest';
import { nextVisit, readCancelledDates } from '../../../src/lib/next-visit';
import { readSchedule } from '../../../src/shared/visit-schedule';

/** A moment given in India's time (+05:30). */
const inIndia = (text: string) => Date.parse(`${text}+05:30`);
const rules = (text: string) => readSchedule(text) ?? [];
const dateOf = (visit: ReturnType<typeof nextVisit>) =>
  visit && `${visit.date.year}-${visit.date.month + 1}-${visit.date.day}`;

describe('the next visit', () => {
  it('of a doctor who comes on the 1st and 3rd Saturday is never the 4th Saturday', () => {
    const schedule = rules('1st,3rd Sat 11:00-15:00');
    // Saturday 28 November 2026 is the 4th: the next is 5 December, the 1st of the month.
    expect(dateOf(nextVisit(schedule, new Set(), inIndia('2026-11-25T09:00:00')))).toBe(
      '2026-12-5',
    );
    expect(dateOf(nextVisit(schedule, new Set(), inIndia('2026-12-06T09:00:00')))).toBe(
      '2026-12-19',
    );
  });

  it('of a Wednesday and Friday doctor, on a Thursday, is Friday', () => {
    const visit = nextVisit(
      rules('Wed,Fri 17:00-19:00'),
      new Set(),
      inIndia('2026-11-26T10:00:00'),
    );
    expect(dateOf(visit)).toBe('2026-11-27');
    expect(visit?.date.weekday).toBe(4);
    expect(visit).toMatchObject({ daysAhead: 1, from: 17 * 60, to: 19 * 60 });
  });

  it('is today until today’s visit has ended, in India’s time whatever the clock’s zone', () => {
    const schedule = rules('Wed 17:00-19:00');
    expect(dateOf(nextVisit(schedule, new Set(), inIndia('2026-11-25T18:59:00')))).toBe(
      '2026-11-25',
    );
    expect(dateOf(nextVisit(schedule, new Set(), inIndia('2026-11-25T19:00:00')))).toBe(
      '2026-12-2',
    );
  });

  it('skips a visit staff marked off, and finds the last Sunday of a month', () => {
    const cancelled = readCancelledDates('5/12/2026, 2026-12-19');
    expect(dateOf(nextVisit(rules('1st,3rd Sat'), cancelled, inIndia('2026-11-30T09:00:00')))).toBe(
      '2027-1-2',
    );
    expect(dateOf(nextVisit(rules('last Sun'), new Set(), inIndia('2026-12-01T09:00:00')))).toBe(
      '2026-12-27',
    );
  });

  it('reads the dates staff mark off in the ways India writes them', () => {
    expect([...readCancelledDates('2026-12-05\n5/1/2027; 7 Feb 2027, soon')]).toEqual([
      '2026-12-05',
      '2027-01-05',
      '2027-02-07',
    ]);
  });
});
