import { describe, expect, it } from 'vitest';
import { readAmount, readPercent, readText } from '../../../../src/shared/parsers/fields';

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
