import { describe, expect, it } from 'vitest';
import { readSchedule } from '../../../src/shared/visit-schedule';

describe('a doctor’s schedule as a receptionist types it', () => {
  it('reads the weeks of a month, the days and the hours', () => {
    expect(readSchedule('1st,3rd Sat 11:00-15:00')).toEqual([
      { days: [5], weeks: [1, 3], from: 11 * 60, to: 15 * 60 },
    ]);
    expect(readSchedule('Wed, Fri 5-7pm')).toEqual([
      { days: [2, 4], weeks: null, from: 17 * 60, to: 19 * 60 },
    ]);
    expect(readSchedule('last Sunday 10.30am to 1pm')).toEqual([
      { days: [6], weeks: [-1], from: 10 * 60 + 30, to: 13 * 60 },
    ]);
  });

  it('reads day ranges, every day, and rules on lines of their own or after a semicolon', () => {
    expect(readSchedule('Mon-Sat 10:00-13:00; Sun 18:00–20:00')).toEqual([
      { days: [0, 1, 2, 3, 4, 5], weeks: null, from: 600, to: 780 },
      { days: [6], weeks: null, from: 1080, to: 1200 },
    ]);
    expect(readSchedule('daily')).toEqual([
      { days: [0, 1, 2, 3, 4, 5, 6], weeks: null, from: null, to: null },
    ]);
    expect(readSchedule('Tue\nThu 11-3pm')?.[1]).toEqual({
      days: [3],
      weeks: null,
      from: 11 * 60,
      to: 15 * 60,
    });
  });

  it('reads nothing from a schedule with any part it cannot read, rather than guess', () => {
    expect(readSchedule('Saturdays, by appointment')).toBeNull();
    expect(readSchedule('Funday 10-12')).toBeNull();
    expect(readSchedule('Mon 15:00-11:00')).toBeNull();
    expect(readSchedule('')).toBeNull();
  });
});

describe('a schedule written out in words', () => {
  it('reads the words a receptionist adds', () => {
    expect(readSchedule('Every Monday & Thursday, 10 AM – 1 PM')).toEqual([
      { days: [0, 3], weeks: null, from: 600, to: 780 },
    ]);
    expect(readSchedule('1st & 3rd Saturday of the month, 11 AM – 3 PM')).toEqual([
      { days: [5], weeks: [1, 3], from: 660, to: 900 },
    ]);
    expect(readSchedule('Monday to Saturday, 9 AM – 5 PM')).toEqual([
      { days: [0, 1, 2, 3, 4, 5], weeks: null, from: 540, to: 1020 },
    ]);
  });
});
