// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBeacon } from '../../../../functions/src/field-beacon';
import { pageLoad as beacon } from '../../../support/fixtures/field-beacons';
import { SLUG_MAX_LENGTH } from '../../../../src/shared/field-insights';

/**
 * What the endpoint takes from a beacon's body: anyone can post to it, so only what the site's
 * beacon sends, within its limits, gets through. (Adding beacons to the day's figures runs on the
 * emulator: tests/integration/functions/src/field-beacon.test.ts.)
 */

const body = (changes: Record<string, unknown>) => JSON.stringify({ ...beacon, ...changes });

describe('a beacon’s body', () => {
  it('is taken as the site sends it', () => {
    expect(parseBeacon(JSON.stringify(beacon))).toEqual(beacon);
  });

  it('is refused when it is not the site’s', () => {
    for (const refused of [
      'not json',
      '[]',
      body({ views: [] }),
      body({ views: [{ route: '/labtest/complete-blood-count', language: 'en' }] }),
      body({ views: [{ route: '/labtest', language: 'hi' }] }),
      body({ views: Array.from({ length: 21 }, () => ({ route: '/', language: 'en' })) }),
      body({ searches: 'cbc' }),
      body({ searches: [1234] }),
      body({ searches: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    ]) {
      expect(parseBeacon(refused), refused).toBeNull();
    }
  });

  it('loses a figure a phone cannot report, and keeps the rest', () => {
    expect(
      parseBeacon(body({ lcp: -1, inp: 'fast', cls: Number.MAX_VALUE, connection: '5g' })),
    ).toEqual({ views: beacon.views, searches: beacon.searches });
  });

  it('keeps the searches by the site’s rules, folded again', () => {
    expect(
      parseBeacon(
        body({
          searches: ['Zinc PROTO', '98765 43210', 'x'.repeat(60), '__name__', 'Anti-Müllerian'],
        }),
      )?.searches,
    ).toEqual(['zinc proto', 'x'.repeat(40), 'anti-mullerian']);
  });

  it('names an item by its slug on an item’s page only, in lower case', () => {
    const item = (slug: unknown, route = '/labtest/:slug') =>
      body({ views: [{ route, language: 'en', slug }] });
    expect(parseBeacon(item('Lipid-Profile'))?.views).toEqual([
      { route: '/labtest/:slug', language: 'en', slug: 'lipid-profile' },
    ]);
    expect(parseBeacon(item('x'.repeat(SLUG_MAX_LENGTH)))).not.toBeNull();
    for (const refused of [
      item('lipid-profile', '/labtest'),
      item('full-body-checkup', '/healthpackage/:docId'),
      item(''),
      item(42),
      item('x'.repeat(SLUG_MAX_LENGTH + 1)),
    ]) {
      expect(parseBeacon(refused), refused).toBeNull();
    }
  });

  it('may name the 404 page’s route', () => {
    expect(parseBeacon(body({ views: [{ route: '*', language: 'en' }] }))?.views).toEqual([
      { route: '*', language: 'en' },
    ]);
  });
});
