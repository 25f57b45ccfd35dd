import { describe, expect, it } from 'vitest';
import { monthName } from '../../../src/i18n/messages';

describe('a month’s name in the visitor’s language', () => {
  it('is the calendar’s own word, in English and Bengali', () => {
    expect(monthName('en', 0)).toBe('January');
    expect(monthName('en', 10)).toBe('November');
    expect(monthName('bn', 0)).toBe('জানুয়ারি');
    expect(monthName('bn', 10)).toBe('নভেম্বর');
  });

  it('is nothing for what is not a month, an unreadable date’s included', () => {
    expect(monthName('en', Number.NaN)).toBeUndefined();
    expect(monthName('en', 12)).toBeUndefined();
    expect(monthName('bn', -1)).toBeUndefined();
  });
});
