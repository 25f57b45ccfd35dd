import { screen } from '@testing-library/react';
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldBeacon } from '../../../src/shared/field-insights';
import { HomeSampleEnquiryForm } from '../../../src/features/contact/home-sample-enquiry-form';
import ListPage from '../../../src/features/catalogue/list-page';
import {
  beaconBody,
  pageView,
  settledSearches,
  startFieldBeacon,
} from '../../../src/lib/field-beacon';
import { routePath } from '../../../src/app/app-routes';
import { addressLanguage, pagePath } from '../../../src/i18n/language-address';
import { unmatchedSearches } from '../../../src/lib/unmatched-searches';
import { serveDemoCatalogue } from '../../support/fake-data-source';
import { searchBox, stubResizeObserver } from '../../support/list-page';
import { renderInRouter } from '../../support/render';

/**
 * The field beacon: what one page load reports when the visitor leaves, and that nothing else
 * reaches it. web-vitals is stood in for: its figures are handed over as the library would.
 */
const vitals = vi.hoisted(() => ({
  onLCP: vi.fn<(report: (metric: Metric) => void) => void>(),
  onINP: vi.fn<(report: (metric: Metric) => void) => void>(),
  onCLS: vi.fn<(report: (metric: Metric) => void) => void>(),
}));
vi.mock('web-vitals', () => vitals);
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

/** How the app reads addresses, as it hands it to the beacon. */
const pages = { routePath, pagePath, addressLanguage };
const view = (pathname: string) => pageView(pages, pathname);

const figure = (name: Metric['name'], value: number) => ({ name, value }) as Metric;

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  unmatchedSearches.length = 0;
  for (const report of Object.values(vitals)) report.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

/** The visitor leaves: the page is hidden (another app, another tab, the page closed). */
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Starts the beacon for a page load in the sample and returns what it sends. */
function follow(path = '/') {
  window.history.replaceState(null, '', path);
  const send = vi.fn<(body: string) => void>();
  startFieldBeacon({ pages, searches: unmatchedSearches, sampleRate: 1, random: () => 0, send });
  const sent = () => send.mock.calls.map(([body]) => JSON.parse(body) as FieldBeacon);
  return { send, sent };
}

describe('the page a beacon reports', () => {
  it('is the route, never the address, with its language', () => {
    expect(view('/find-doctor')).toEqual({ route: '/find-doctor', language: 'en' });
    expect(view('/bn')).toEqual({ route: '/', language: 'bn' });
    expect(view('/radiology')).toEqual({ route: '/Radiology', language: 'en' });
    expect(view('/no-such-page')).toEqual({ route: '*', language: 'en' });
  });

  it('names the item on a test’s or doctor’s own page by its slug, as the lists spell it', () => {
    expect(view('/bn/labtest/complete-blood-count-cbc')).toEqual({
      route: '/labtest/:slug',
      language: 'bn',
      slug: 'complete-blood-count-cbc',
    });
    expect(view('/Radiology/USG-Whole-Abdomen')).toEqual({
      route: '/Radiology/:slug',
      language: 'en',
      slug: 'usg-whole-abdomen',
    });
    expect(view('/find-doctor/dr-a-k-sen')).toMatchObject({ slug: 'dr-a-k-sen' });
    expect(view(`/labtest/${encodeURIComponent('রক্ত-পরীক্ষা')}`)).toMatchObject({
      slug: 'রক্ত-পরীক্ষা',
    });
  });

  it('names no item elsewhere, nor one whose address cannot be read', () => {
    for (const pathname of ['/labtest', '/healthpackage/full-body-checkup', '/no-such/page']) {
      expect(view(pathname)).not.toHaveProperty('slug');
    }
    // The router, which matches the address first, says in the console that it cannot read it.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(view('/labtest/%E0%A4')).toEqual({ route: '/labtest/:slug', language: 'en' });
    expect(view(`/labtest/${'a'.repeat(121)}`)).not.toHaveProperty('slug');
    expect(view('/labtest/98765-43210')).not.toHaveProperty('slug');
    expect(view('/find-doctor/me@example.com')).not.toHaveProperty('slug');
  });
});

describe('one beacon per page load', () => {
  it('is sent when the page is first hidden, with LCP, INP, CLS and the connection', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '3g' } });
    const { send, sent } = follow('/bn/labtest');
    vitals.onLCP.mock.calls[0]?.[0](figure('LCP', 2345.67));
    vitals.onINP.mock.calls[0]?.[0](figure('INP', 184.2));
    vitals.onCLS.mock.calls[0]?.[0](figure('CLS', 0.04321));
    expect(send).not.toHaveBeenCalled();

    hide();
    visibility = 'visible';
    hide();

    expect(sent()).toEqual([
      {
        views: [{ route: '/labtest', language: 'bn' }],
        lcp: 2346,
        inp: 184,
        cls: 0.043,
        connection: '3g',
        searches: [],
      },
    ]);
  });

  it('leaves out what the browser did not measure', () => {
    const { sent } = follow('/contact-us');
    vitals.onCLS.mock.calls[0]?.[0](figure('CLS', 0));
    hide();
    expect(sent()).toEqual([
      { views: [{ route: '/contact-us', language: 'en' }], cls: 0, searches: [] },
    ]);
  });

  it('counts the pages opened in the app after it, but not a replaced address', () => {
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    const { sent } = follow('/');
    const navigate = (path: string, navigationType: string) => {
      window.history.pushState(null, '', path);
      navigation.dispatchEvent(Object.assign(new Event('currententrychange'), { navigationType }));
    };
    navigate('/labtest', 'push');
    navigate('/labtest?q=cbc', 'replace');
    navigate('/labtest/complete-blood-count-cbc', 'push');
    navigate('/bn/labtest/complete-blood-count-cbc', 'push');
    hide();
    expect(sent()[0]?.views).toEqual([
      { route: '/', language: 'en' },
      { route: '/labtest', language: 'en' },
      { route: '/labtest/:slug', language: 'en', slug: 'complete-blood-count-cbc' },
      { route: '/labtest/:slug', language: 'bn', slug: 'complete-blood-count-cbc' },
    ]);
  });

  it('names a renamed item by the address its page moves to', () => {
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    const { sent } = follow('/labtest/cbc');
    window.history.replaceState(null, '', '/labtest/complete-blood-count-cbc');
    navigation.dispatchEvent(
      Object.assign(new Event('currententrychange'), { navigationType: 'replace' }),
    );
    hide();
    expect(sent()[0]?.views).toEqual([
      { route: '/labtest/:slug', language: 'en', slug: 'complete-blood-count-cbc' },
    ]);
  });
});

describe('the body a beacon sends', () => {
  it('carries the slug of an item’s page, and no address of any other', () => {
    const body = beaconBody(
      [view('/'), view('/labtest'), view('/bn/find-doctor/dr-a-k-sen'), view('/contact-us')],
      {},
      [],
      undefined,
    );
    expect((JSON.parse(body) as FieldBeacon).views).toEqual([
      { route: '/', language: 'en' },
      { route: '/labtest', language: 'en' },
      { route: '/find-doctor/:slug', language: 'bn', slug: 'dr-a-k-sen' },
      { route: '/contact-us', language: 'en' },
    ]);
    expect(body).not.toContain('/bn/find-doctor');
  });
});

describe('the sample', () => {
  it('leaves a page load outside the sampling rate alone', () => {
    const send = vi.fn();
    startFieldBeacon({
      pages,
      searches: unmatchedSearches,
      sampleRate: 0.25,
      random: () => 0.25,
      send,
    });
    hide();
    expect(vitals.onLCP).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('reports a page load within it', () => {
    const send = vi.fn();
    startFieldBeacon({
      pages,
      searches: unmatchedSearches,
      sampleRate: 0.25,
      random: () => 0.24,
      send,
    });
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports none with a rate of 0, every one with 1', () => {
    const send = vi.fn();
    startFieldBeacon({
      pages,
      searches: unmatchedSearches,
      sampleRate: 0,
      random: () => 0,
      send,
    });
    hide();
    expect(send).not.toHaveBeenCalled();
    startFieldBeacon({
      pages,
      searches: unmatchedSearches,
      sampleRate: 1,
      random: () => 0.999,
      send,
    });
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the searches a beacon reports', () => {
  const reported = (typed: string[]) =>
    (JSON.parse(beaconBody([view('/labtest')], {}, typed, undefined)) as FieldBeacon).searches;

  it('are the last of each run of keystrokes', () => {
    expect(settledSearches(['c', 'co', 'cov', 'covid t', 'covid', 'vitamin', ' vitamin '])).toEqual(
      ['covid', 'vitamin'],
    );
    expect(reported(['covid a', 'covid an', 'covid antibody', 'anti-mullerian x'])).toEqual([
      'covid antibody',
      'anti-mullerian x',
    ]);
  });

  it('are at most 40 characters each and at most 5, the last ones', () => {
    expect(reported(['a'.repeat(60)])).toEqual(['a'.repeat(40)]);
    expect(reported(['one', 'two', 'three', 'four', 'five', 'six', 'seven'])).toEqual([
      'three',
      'four',
      'five',
      'six',
      'seven',
    ]);
  });

  it('leave out a search of six digits or more, which may be a phone number', () => {
    expect(
      reported(['98765 43210', 'call ৯৮৭৬৫৪', 'hba1c 2345', 'x'.repeat(38) + '123456']),
    ).toEqual(['hba1c 2345']);
  });

  it('come from the lists alone: nothing typed into a form reaches the beacon', async () => {
    await serveDemoCatalogue();
    stubResizeObserver();
    const { user } = renderInRouter(
      <>
        <ListPage list="labTests" />
        <HomeSampleEnquiryForm />
      </>,
      { path: '/labtest' },
    );
    const typedIntoTheForm = {
      'Your name': 'Mita Das',
      'Mobile number': '98765 43210',
      'PIN code': '741101',
      'City or town': 'Krishnanagar',
      'Test name': 'Zinc Protoporphyrin',
    };
    for (const [label, text] of Object.entries(typedIntoTheForm)) {
      await user.type(screen.getByLabelText(label), text);
    }
    await user.type(await searchBox(), 'Zinc Proto');
    expect(await screen.findByText("No tests match 'Zinc Proto'")).toBeVisible();

    const { sent } = follow('/labtest');
    hide();

    const [beacon] = sent();
    expect(beacon?.searches).toEqual(['zinc proto']);
    for (const text of Object.values(typedIntoTheForm)) {
      expect(JSON.stringify(beacon)).not.toContain(text);
    }
  });
});
