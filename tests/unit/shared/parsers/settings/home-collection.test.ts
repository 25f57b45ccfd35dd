import { describe, expect, it } from 'vitest';
import {
  hasHomeCollectionTerms,
  noHomeCollectionTerms,
  parseHomeCollection,
} from '../../../../../src/shared/parsers/settings/home-collection';

/** The terms of home collection as staff type them in SiteSettings/homeCollection. */
describe('the home collection terms staff set', () => {
  it('reads the fee, the areas, the PIN codes, the days, the hours and how early to ask', () => {
    const { value, problems } = parseHomeCollection({
      fee: '₹ 100',
      freeAbove: 1000,
      areas: 'Krishnanagar town',
      areas_bn: 'কৃষ্ণনগর শহর',
      pins: '741101, 741 102; ৭৪১১০৩',
      days: 'Monday to Saturday',
      hours: '7 AM – 11 AM',
      askAhead: 'Ask by 8 PM the day before',
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      ...noHomeCollectionTerms,
      fee: 100,
      freeAbove: 1000,
      areas: 'Krishnanagar town',
      areas_bn: 'কৃষ্ণনগর শহর',
      pins: ['741101', '741102', '741103'],
      days: 'Monday to Saturday',
      hours: '7 AM – 11 AM',
      askAhead: 'Ask by 8 PM the day before',
    });
    // The published value reads back as itself.
    expect(parseHomeCollection(JSON.parse(JSON.stringify(value))).value).toEqual(value);
  });

  it('skips what it cannot use and says why, naming the field', () => {
    const { value, problems } = parseHomeCollection({
      fee: 'free?',
      pins: ['741101', '74110', 'abc'],
      hour: '7 AM',
    });
    expect(value.fee).toBeNull();
    expect(value.pins).toEqual(['741101']);
    expect(problems).toEqual([
      'hour: not a field of this setting; left out.',
      'fee: skipped, "free?" is not an amount.',
      'pins: "74110" skipped, a PIN code has six digits.',
      'pins: "abc" skipped, a PIN code has six digits.',
    ]);
  });

  it('is unset when staff wrote nothing, and a free collection is a term', () => {
    expect(hasHomeCollectionTerms(parseHomeCollection(undefined).value)).toBe(false);
    expect(hasHomeCollectionTerms(parseHomeCollection({}).value)).toBe(false);
    expect(hasHomeCollectionTerms(parseHomeCollection({ fee: 0 }).value)).toBe(true);
  });
});
