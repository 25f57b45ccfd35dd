import { describe, expect, it } from 'vitest';
import {
  readAmount,
  readDay,
  readIds,
  readPercent,
  readText,
} from '../../../../src/shared/parsers/fields';

describe('reading fields typed by hand', () => {
  it.each([
    [1200, 1200],
    ['1,200', 1200],
    ['₹ 1,200', 1200],
    ['₹1,25,000', 125000],
    ['Rs. 450/-', 450],
    [' 99.50 ', 99.5],
    ['15%', 15],
  ])('reads the amount %j as %d', (value, expected) => {
    expect(readAmount(value)).toBe(expected);
  });

  it.each([[''], ['free'], [null], [undefined], [-5], ['-5'], [Number.NaN], [{}], [[100]], [true]])(
    'reads %j as no amount',
    (value) => {
      expect(readAmount(value)).toBeNull();
    },
  );

  it('accepts a discount of 0 to 100 percent only', () => {
    expect(readPercent('20 %')).toBe(20);
    expect(readPercent(0)).toBe(0);
    expect(readPercent(150)).toBeNull();
  });

  it('writes numbers and dates out as text and drops other types', () => {
    expect(readText('  CBC  ')).toBe('CBC');
    expect(readText(24)).toBe('24');
    expect(readText({ toDate: () => new Date(2026, 10, 21) })).toMatch(/21 Nov 2026/);
    expect(readText(['a'])).toBe('');
    expect(readText(false)).toBe('');
    expect(readText(undefined)).toBe('');
  });
});

describe('ids and days typed by hand', () => {
  it('reads ids from a console array or a cell of text', () => {
    expect(readIds(['tsh', ' t3 ', '', 'tsh'])).toEqual(['tsh', 't3']);
    expect(readIds('tsh, t3; t4\nft4')).toEqual(['tsh', 't3', 't4', 'ft4']);
    expect(readIds(undefined)).toEqual([]);
  });

  it('reads a day as written in India, in ISO, or picked as a date', () => {
    expect(readDay('2026-11-20')).toBe('2026-11-20');
    expect(readDay('20/11/2026')).toBe('2026-11-20');
    expect(readDay('5-1-2026')).toBe('2026-01-05');
    expect(readDay(new Date('2026-11-20T00:00:00Z'))).toBe('2026-11-20');
    expect(readDay('31/02/2026')).toBeNull();
    expect(readDay('last week')).toBeNull();
  });
});
