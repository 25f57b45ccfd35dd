// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  beaconTally,
  bucketOf,
  daysEndingOn,
  expiryOf,
  histogramBounds,
  indiaDay,
  insightLines,
  printableSearch,
  percentileBound,
  sumTallies,
  type ItemOf,
} from '../../../../src/shared/admin/field-tally';
import { OPENS_PER_BEACON } from '../../../../src/shared/field-insights';
import { pageLoadWith as visit } from '../../../support/fixtures/field-beacons';

/**
 * How beacons add up to the day's figures, and the summary staff read from them. (Reading them
 * from Firestore runs on the emulator: tests/integration/scripts/staff/insights.test.ts.)
 */

describe('one beacon’s tally', () => {
  it('counts each page opened by language, and the figures of the page loaded by bucket', () => {
    expect(beaconTally(visit())).toEqual({
      beacons: 1,
      views: { '/labtest': { bn: 1 }, '/labtest/:slug': { bn: 1 } },
      lcp: { '/labtest': { '2500': 1 } },
      inp: { '/labtest': { '200': 1 } },
      cls: { '/labtest': { '0.05': 1 } },
      connections: { '3g': 1 },
      searches: { 'zinc proto': 1 },
      unlistedSearches: 0,
      opens: {},
    });
  });

  it('counts the items whose pages it opened, each once, by collection and id', () => {
    const itemOf: ItemOf = ({ slug }) =>
      slug === undefined ? undefined : ['Labtest', slug === 'cbc-renamed' ? 'cbc' : slug];
    const views = ['cbc', 'lipid-profile', 'cbc-renamed', 'cbc'].map((slug) => ({
      route: '/labtest/:slug',
      language: 'en' as const,
      slug,
    }));
    const list = { route: '/labtest', language: 'en' as const };
    expect(beaconTally(visit({ views: [list, ...views] }), itemOf).opens).toEqual({
      Labtest: { cbc: 1, 'lipid-profile': 1 },
    });
    expect(beaconTally(visit({ views: [list, ...views] })).opens).toEqual({});
  });

  it('counts an item whose id is named as an object’s own property, like any other', () => {
    const views = [{ route: '/labtest/:slug', language: 'en' as const, slug: 'tostring' }];
    expect(beaconTally(visit({ views }), () => ['Labtest', 'toString']).opens).toEqual({
      Labtest: { toString: 1 },
    });
  });

  it(`adds ${OPENS_PER_BEACON} opens at most, however many pages the beacon names`, () => {
    const views = Array.from({ length: OPENS_PER_BEACON + 5 }, (_, at) => ({
      route: '/labtest/:slug',
      language: 'en' as const,
      slug: `test-${at}`,
    }));
    const { opens } = beaconTally(visit({ views }), ({ slug }) => ['Labtest', slug ?? '']);
    expect(Object.keys(opens.Labtest ?? {})).toEqual(
      views.slice(0, OPENS_PER_BEACON).map(({ slug }) => slug),
    );
  });

  it('counts a search named as an object’s own property, like any other', () => {
    expect(beaconTally(visit({ searches: ['constructor', 'tostring'] })).searches).toEqual({
      constructor: 1,
      tostring: 1,
    });
  });

  it('puts a figure above every bound in the open bucket, and leaves out one not measured', () => {
    const tally = beaconTally(visit({ lcp: 30_000, inp: undefined, connection: undefined }));
    expect(tally.lcp).toEqual({ '/labtest': { more: 1 } });
    expect(tally.inp).toEqual({});
    expect(tally.connections).toEqual({});
  });

  it('buckets a value by the first bound at or above it', () => {
    expect(bucketOf(2500, histogramBounds.lcp)).toBe('2500');
    expect(bucketOf(2501, histogramBounds.lcp)).toBe('3000');
    expect(bucketOf(0, histogramBounds.cls)).toBe('0.01');
  });
});

describe('tallies added up', () => {
  it('sum every count, branch by branch', () => {
    const sum = sumTallies([beaconTally(visit()), beaconTally(visit({ searches: [] }))]);
    expect(sum.beacons).toBe(2);
    expect(sum.views['/labtest']).toEqual({ bn: 2 });
    expect(sum.searches).toEqual({ 'zinc proto': 1 });
  });

  it('read a document typed by hand as far as it holds counts', () => {
    const sum = sumTallies([
      undefined,
      'text',
      { beacons: '3', views: { '/': { en: 2, bn: 'x' } }, searches: [1, 2] },
    ]);
    expect(sum.beacons).toBe(0);
    expect(sum.views).toEqual({ '/': { en: 2 } });
    expect(sum.searches).toEqual({});
  });
});

describe('the 75th percentile from a histogram', () => {
  it('is the bound of the bucket holding three counts in four', () => {
    expect(percentileBound({ '1000': 2, '2500': 1, '4000': 1 })).toBe(2500);
    expect(percentileBound({ '1000': 3, '4000': 1 })).toBe(1000);
    expect(percentileBound({ '1000': 1, more: 3 })).toBe(Infinity);
    expect(percentileBound({})).toBeNull();
  });
});

describe('days', () => {
  it('are India’s dates', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('run back from the last one, oldest first, across months', () => {
    expect(daysEndingOn('2026-12-02', 4)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('keep their figures for a year after they end', () => {
    expect(expiryOf('2026-11-25').toISOString()).toBe('2027-11-25T18:30:00.000Z');
  });
});

describe('the summary staff read', () => {
  const days = daysEndingOn('2026-11-25', 7);

  it('gives pages by language, the speed of each page loaded, the unmatched searches and the connections', () => {
    const tally = sumTallies([
      beaconTally(visit()),
      beaconTally(visit({ views: [{ route: '/', language: 'en' }], lcp: 5200, inp: 650 })),
      beaconTally(visit({ searches: ['zinc proto', 'covid antibody'], connection: undefined })),
    ]);
    expect(insightLines(tally, days)).toEqual([
      '3 page loads reported 2026-11-19 to 2026-11-25 (India dates).',
      '',
      'Pages opened (English + Bengali):',
      '  /labtest: 2 (0 + 2)',
      '  /labtest/:slug: 2 (0 + 2)',
      '  /: 1 (1 + 0)',
      '',
      'Speed on visitors’ phones, three page loads in four at least this fast:',
      '  /labtest (2 loads): LCP ≤ 2.5 s (good), INP ≤ 200 ms (good), CLS ≤ 0.05 (good)',
      '  / (1 load): LCP ≤ 6 s (poor), INP ≤ 750 ms (poor), CLS ≤ 0.05 (good)',
      '',
      'Searches that found nothing, most often first (add a synonym or the test):',
      '     3  zinc proto',
      '     1  covid antibody',
      '',
      'Connections: 3g 2, not told 1',
    ]);
  });

  it('leaves out a search stored before today’s checks that may name someone, and shows what could drive a terminal as codes', () => {
    const tally = sumTallies([beaconTally(visit())]);
    tally.searches = {
      'name@gmail.com hiv report': 4,
      'call ⁹⁸⁷⁶⁵⁴³²¹⁰': 3,
      '\u001b]8;;https://example.com\u0007click\u001b]8;;\u0007': 2,
      ferritin: 1,
    };
    const listed = insightLines(tally, days);
    const searches = listed.slice(
      listed.indexOf('Searches that found nothing, most often first (add a synonym or the test):') +
        1,
    );
    expect(searches[0]).toBe('     1  ferritin');
    for (const unsafe of ['gmail', '⁹', '\u001b', '\u0007']) {
      expect(listed.join('\n')).not.toContain(unsafe);
    }
    expect(printableSearch('one\u2028two\u001b[2J')).toBe('one\\u{2028}two\\u{1b}[2J');
  });

  it('says so when nothing was reported', () => {
    expect(insightLines(sumTallies([]), days)).toEqual([
      'No page load reported 2026-11-19 to 2026-11-25 (India dates).',
    ]);
  });
});
