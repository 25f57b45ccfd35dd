import { describe, expect, it } from 'vitest';
import { noPlace, parsePlace } from '../../../../../src/shared/parsers/settings/place';

/** The centre's place on Google Maps as staff type it in SiteSettings/place. */
describe('the centre’s place staff set', () => {
  it('reads a Google Place ID, spaces around it trimmed', () => {
    expect(parsePlace({ placeId: ' ChIJN1t_tDeuEmsRUsoyG83frY4 ' })).toEqual({
      value: { placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
      problems: [],
    });
    const long = `EiQ${'x'.repeat(60)}-_9`;
    expect(parsePlace({ placeId: long }).value.placeId).toBe(long);
  });

  it('is no place when staff set none, and nothing to report', () => {
    expect(parsePlace({})).toEqual({ value: noPlace, problems: [] });
    expect(parsePlace(undefined)).toEqual({ value: noPlace, problems: [] });
    expect(parsePlace({ placeId: '' })).toEqual({ value: noPlace, problems: [] });
  });

  it('skips what is not a Place ID and says so, and names a field it does not know', () => {
    for (const placeId of [
      'Demo Diagnostics',
      'https://maps.app.goo.gl/abc',
      'ChIJN1t',
      12345678,
    ]) {
      const { value, problems } = parsePlace({ placeId });
      expect(value).toEqual(noPlace);
      expect(problems).toEqual([
        `placeId: skipped, "${String(placeId)}" is not a Google Place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4.`,
      ]);
    }
    expect(parsePlace({ placeID: 'ChIJN1t_tDeuEmsRUsoyG83frY4' }).problems).toEqual([
      'placeID: not a field of this setting; left out.',
    ]);
  });
});
