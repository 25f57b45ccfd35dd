import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '../../../../src/config/env';
import type { RawDocument } from '../../../../src/data/source/data-source';
import type { CatalogueItem, LabTest } from '../../../../src/shared/types';
import { firebaseModeEnv } from '../../../support/firebase-env';
import {
  fakeSource,
  publishedSettingsOf,
  resetFakeSource,
} from '../../../support/fake-data-source';
import { publishedList } from '../../../support/fixtures/published-lists';
import { currentUrl } from '../../../support/render';
import { withGlossaryTwins } from '../../../../src/shared/parsers/glossary-twins';

/**
 * A test's own page (/labtest/<slug>, /Radiology/<slug>…): drawn from what its pre-rendered page
 * carries, or found in its list when the page was not built (an item added since the deploy).
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const vitaminD: LabTest = {
  id: 'vitamin-d-25-oh',
  name: 'Vitamin D (25-OH)',
  pti: 'No fasting needed',
  delivery: 'Next day',
  sample: 'Blood (serum)',
  about: 'How much vitamin D your body has stored.',
  mrp: 1500,
  off: 20,
  price: 1200,
};

const asDocument = ({ id, ...data }: LabTest): RawDocument => ({ id, data });

/** The page at `path`, on fresh modules, as a new visit; `carried` is what its HTML carries. */
async function openItemPage(
  path: string,
  { carried, language }: { carried?: CatalogueItem<LabTest>; language?: 'bn' } = {},
) {
  vi.resetModules();
  if (carried) {
    const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
    receivePrerenderedData({ items: { [`labTests/${carried.slug}`]: carried } });
  }
  const { default: ItemPage } = await import('../../../../src/features/catalogue/item-page');
  const { renderInRouter } = await import('../../../support/render');
  if (language) await (await import('../../../../src/i18n/language')).loadBengali();
  return renderInRouter(
    [
      { path: '/labtest/:slug', element: <ItemPage list="labTests" /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { path, language },
  );
}

beforeEach(() => resetFakeSource({ Labtest: [asDocument(vitaminD)] }));

describe('a lab test’s own page', () => {
  it('shows the price, how to prepare, the report time and the sample, from what it carries', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' })).toBeVisible();
    expect(screen.getByText('₹1,200')).toBeVisible();
    expect(screen.getByText('₹1,500')).toBeVisible();
    expect(screen.getByText('20% OFF')).toBeVisible();
    expect(screen.getByText('No fasting needed')).toBeVisible();
    expect(screen.getByText('Next day')).toBeVisible();
    expect(screen.getByText('Your report, as we promise it:')).toBeVisible();
    // The report-ready action and the page's texts come after the page's own code.
    expect(await screen.findByRole('heading', { name: 'Is my report ready?' })).toBeVisible();
    expect(
      new URL(
        screen.getByRole('link', { name: /Ask on WhatsApp/ }).getAttribute('href') ?? '',
      ).searchParams.get('text'),
    ).toContain('Test: Vitamin D (25-OH).');
    expect(screen.getByText('Blood (serum)')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'What it checks' })).toBeVisible();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Find a Test' })).toHaveAttribute(
      'href',
      '/labtest',
    );
  });

  it('names itself to searchers, with its price, and to search engines, at its own address', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    await waitFor(() =>
      expect(document.title).toBe(
        'Vitamin D (25-OH) test price in Krishnanagar: ₹1,200 | Nirnay Diagnostics',
      ),
    );
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', 'https://www.example.com/labtest/vitamin-d-25-oh');
    // Its structured data comes with the page's texts, after the page's own code.
    await waitFor(() =>
      expect(document.querySelectorAll('script[type="application/ld+json"]')).not.toHaveLength(0),
    );
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': ['MedicalTest', 'Service'],
        url: 'https://www.example.com/labtest/vitamin-d-25-oh',
        offers: expect.objectContaining({ price: 1200, priceCurrency: 'INR' }),
      }),
    );
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('offers a call, a chat and a home collection, each naming the test', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(screen.getByRole('link', { name: 'Call Book: Vitamin D (25-OH)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: /^WhatsApp Inquiry: Vitamin D/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('I am Interested in Vitamin D (25-OH)')),
    );
    expect(screen.getByRole('link', { name: 'Book a home collection' })).toHaveAttribute(
      'href',
      '/home-sample-colllection?test=Vitamin+D+%2825-OH%29',
    );
  });

  it('links the packages that include it', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: {
        item: vitaminD,
        slug: 'vitamin-d-25-oh',
        includedIn: [{ kind: 'general', id: 'full-body', name: 'Full Body Checkup' }],
      },
    });

    const packages = await screen.findByRole('region', { name: 'Also in these health packages' });
    expect(within(packages).getByRole('link', { name: 'Full Body Checkup' })).toHaveAttribute(
      'href',
      '/healthpackage/full-body',
    );
  });

  it('links the health concerns whose pages offer it, and the tests and packages they share, as built', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: {
        item: vitaminD,
        slug: 'vitamin-d-25-oh',
        includedIn: [],
        conditions: [{ path: '/conditions/bone-health', name: 'Bone health' }],
        related: [{ path: '/labtest/calcium', name: 'Calcium' }],
      },
    });

    const concerns = await screen.findByRole('region', {
      name: 'Tests for these health concerns',
    });
    expect(within(concerns).getByRole('link', { name: 'Bone health' })).toHaveAttribute(
      'href',
      '/conditions/bone-health',
    );
    const related = screen.getByRole('region', { name: 'Related tests and packages' });
    expect(within(related).getByRole('link', { name: 'Calcium' })).toHaveAttribute(
      'href',
      '/labtest/calcium',
    );
    expect(screen.queryByRole('region', { name: 'Also in these health packages' })).toBeNull();
  });

  it('opens an item added since the deploy from its list', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' }),
    ).toBeVisible();
    expect(fakeSource.readCollection).toHaveBeenCalledWith('Labtest', 2500);
  });

  it('moves a renamed test’s old address to its new one', async () => {
    resetFakeSource({ Labtest: [asDocument({ ...vitaminD, name: 'Vitamin D Total (25-OH)' })] });
    const { router } = await openItemPage('/labtest/vitamin-d-25-oh');

    // The page at the old address is replaced by the one at the new: its heading is read once the
    // address has moved, not in between.
    await waitFor(() => expect(currentUrl(router)).toBe('/labtest/vitamin-d-total-25-oh'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitamin D Total (25-OH)' }),
    ).toBeVisible();
  });

  it('says when there is no such test, offers a search, and asks not to be indexed', async () => {
    await openItemPage('/labtest/vitamin-k-injection');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this test' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the list' })).toHaveAttribute(
      'href',
      '/labtest?q=vitamin+k+injection',
    );
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  const thyroid: LabTest = {
    id: 'thyroid-profile',
    name: 'Thyroid Profile (T3, T4, TSH)',
    pti: '',
    delivery: 'Same day',
    why: 'Asked for when the thyroid may be working too fast or too slow.\nAlso done to follow treatment.',
    who: 'Anyone whose doctor asks for it.',
    includes: ['tsh', 'gone'],
    reviewedBy: 'a-sen',
    reviewedOn: '2026-11-20',
    mrp: 600,
    off: null,
    price: 600,
  };
  const thyroidCarried: CatalogueItem<LabTest> = {
    item: thyroid,
    slug: 'thyroid-profile-t3-t4-tsh',
    includedIn: [],
    includedTests: [{ id: 'tsh', slug: 'tsh', name: 'TSH' }],
    reviewer: {
      id: 'a-sen',
      slug: 'dr-a-sen',
      name: 'Dr. A. Sen',
      degree: 'MBBS, MD (Pathology)',
    },
  };

  it('answers why, when and for whom, links what a profile includes, and names its reviewer', async () => {
    await openItemPage('/labtest/thyroid-profile-t3-t4-tsh', { carried: thyroidCarried });

    const why = await screen.findByRole('region', { name: 'Why and when it is done' });
    expect(within(why).getByText(/too fast or too slow/)).toBeVisible();
    expect(within(why).getByText('Also done to follow treatment.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Who should take it' })).toHaveTextContent(
      'Anyone whose doctor asks for it.',
    );
    const includes = screen.getByRole('region', { name: 'What this profile includes' });
    expect(within(includes).getAllByRole('link')).toHaveLength(1);
    expect(within(includes).getByRole('link', { name: 'TSH' })).toHaveAttribute(
      'href',
      '/labtest/tsh',
    );
    expect(screen.getByRole('link', { name: 'Dr. A. Sen' })).toHaveAttribute(
      'href',
      '/find-doctor/dr-a-sen',
    );
    expect(
      screen.getByText(/MBBS, MD \(Pathology\)\. Last reviewed 20 November 2026\./),
    ).toBeVisible();
    expect(screen.getByText(/This is general information/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What it checks' })).not.toBeInTheDocument();

    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'MedicalWebPage',
        url: 'https://www.example.com/labtest/thyroid-profile-t3-t4-tsh',
        reviewedBy: expect.objectContaining({
          name: 'Dr. A. Sen',
          url: 'https://www.example.com/find-doctor/dr-a-sen',
        }),
        lastReviewed: '2026-11-20',
      }),
    );
  });

  it('names the pathologist in charge as its reviewer, linked to About us, which names them', async () => {
    await openItemPage('/labtest/thyroid-profile-t3-t4-tsh', {
      carried: {
        ...thyroidCarried,
        item: { ...thyroid, reviewedBy: 'pathologist' },
        reviewer: { id: 'pathologist', slug: '', name: 'Dr. P. Roy, MD (Pathology)', degree: '' },
      },
    });

    expect(await screen.findByRole('link', { name: 'Dr. P. Roy, MD (Pathology)' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    // No degree of its own: the settings' name says it.
    expect(screen.getByText(/^Reviewed by\s*\. Last reviewed 20 November 2026\.$/)).toBeVisible();
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'MedicalWebPage',
        reviewedBy: {
          '@type': 'Physician',
          name: 'Dr. P. Roy, MD (Pathology)',
          url: 'https://www.example.com/about-us',
        },
      }),
    );
  });

  it('gives the other names the search knows a test by', async () => {
    const cbc = { ...vitaminD, id: 'cbc', name: 'Complete Blood Count (CBC)' };
    await openItemPage('/labtest/complete-blood-count-cbc', {
      carried: { item: cbc, slug: 'complete-blood-count-cbc', includedIn: [] },
    });

    expect(await screen.findByRole('region', { name: 'Also called' })).toHaveTextContent(
      'haemogram, হিমোগ্রাম',
    );
  });

  it('shows no review line for a test nobody reviewed, only that it is general information', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(await screen.findByText(/This is general information/)).toBeVisible();
    expect(screen.queryByText(/Reviewed by/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Why and when it is done' }),
    ).not.toBeInTheDocument();
  });

  it('lists the packages that include it, its health concerns and their tests when opened from the list, from the search index', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/search-index.json'
          ? new Response(
              JSON.stringify({
                conditions: [
                  {
                    name: 'Bone health',
                    name_bn: 'হাড়ের স্বাস্থ্য',
                    path: '/conditions/bone-health',
                    items: [
                      '/labtest/vitamin-d-25-oh',
                      '/healthpackage/full-body',
                      '/labtest/gone',
                    ],
                  },
                  { name: 'Fever', path: '/conditions/fever', items: ['/labtest/cbc'] },
                ],
                labTests: [],
                radiology: [],
                cardiology: [],
                neurology: [],
                doctors: [],
                packages: [
                  {
                    name: 'Full Body Checkup',
                    path: '/healthpackage/full-body',
                    kind: 'general',
                    id: 'full-body',
                    tests: ['vitamin-d-25-oh'],
                  },
                  {
                    name: 'Sugar Care',
                    path: '/diabeticpackage/sugar',
                    kind: 'diabetic',
                    id: 'sugar',
                  },
                ],
              }),
            )
          : new Response('', { status: 404 }),
      ),
    );
    await openItemPage('/labtest/vitamin-d-25-oh');

    const packages = await screen.findByRole('region', { name: 'Also in these health packages' });
    expect(within(packages).getAllByRole('link')).toHaveLength(1);
    expect(within(packages).getByRole('link', { name: 'Full Body Checkup' })).toHaveAttribute(
      'href',
      '/healthpackage/full-body',
    );
    const concerns = screen.getByRole('region', { name: 'Tests for these health concerns' });
    expect(within(concerns).getAllByRole('link')).toHaveLength(1);
    expect(within(concerns).getByRole('link', { name: 'Bone health' })).toHaveAttribute(
      'href',
      '/conditions/bone-health',
    );
    // What the index no longer names is left out.
    const related = screen.getByRole('region', { name: 'Related tests and packages' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Full Body Checkup']);
    vi.unstubAllGlobals();
  });

  it('reads in Bengali on the Bengali page, with the Bengali staff gave', async () => {
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: {
        // As the list's parsing hands it over: the glossary's twins given where staff gave none.
        item: withGlossaryTwins({ ...vitaminD, name_bn: 'ভিটামিন ডি (25-OH)' })!,
        slug: 'vitamin-d-25-oh',
        includedIn: [],
      },
      language: 'bn',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'ভিটামিন ডি (25-OH)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'বাড়ি থেকে নমুনা দিতে বুক করুন' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^কৃষ্ণনগরে ভিটামিন ডি \(25-OH\) টেস্টের দাম/));
    // No twins typed for how to prepare and the report's time: the glossary's Bengali, on the page and
    // in the link preview; the sample it does not know, as typed and marked as English.
    expect(screen.getByText('খালি পেটে আসার দরকার নেই')).toBeVisible();
    expect(screen.getByText('পরের দিন')).toBeVisible();
    expect(screen.getByText('Blood (serum)')).toHaveAttribute('lang', 'en');
    const preview = document.head.querySelector('meta[property="og:description"]');
    expect(preview?.getAttribute('content')).toContain('খালি পেটে আসার দরকার নেই');
    expect(preview?.getAttribute('content')).toContain('রিপোর্ট: পরের দিন');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.example.com/bn/og-image.jpg',
    );
  });
});

describe('a lab test’s own page on the deployed site', () => {
  beforeEach(() => {
    vi.doMock('../../../../src/config/env', async (original) => ({
      ...(await original<typeof EnvModule>()),
      env: firebaseModeEnv,
    }));
    return () => vi.doUnmock('../../../../src/config/env');
  });

  const publishedAgo = (hours: number, price: number) =>
    resetFakeSource(
      {
        PublishedCatalogue: [
          publishedList('Labtest', [asDocument({ ...vitaminD, price })], {
            publishedAt: new Date(Date.now() - hours * 3_600_000).toISOString(),
          }),
        ],
      },
      { listing: false },
    );

  it('shows the price staff set since the build, read from the list after the page has loaded', async () => {
    publishedAgo(1, 1100);
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(screen.getByText('₹1,200')).toBeVisible();
    expect(await screen.findByText('₹1,100')).toBeVisible();
    expect(screen.queryByText('₹1,200')).not.toBeInTheDocument();
    expect(screen.queryByText(/Call to confirm/)).not.toBeInTheDocument();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });

  it('keeps the text about the test it was built with, which its published list leaves out', async () => {
    publishedAgo(1, 1100);
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(await screen.findByText('₹1,100')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What it checks' })).toBeVisible();
    expect(screen.getByText('How much vitamin D your body has stored.')).toBeVisible();
  });

  it('reads the texts its list leaves out from the test’s own document when opened from the list', async () => {
    publishedAgo(1, 1200);
    const fetched = vi.fn(async (url: string) =>
      url.includes('/documents/Labtest/vitamin-d-25-oh?')
        ? new Response(
            JSON.stringify({
              fields: {
                name: { stringValue: 'Vitamin D (25-OH)' },
                about: { stringValue: 'How much vitamin D your body has stored.' },
                why: { stringValue: 'Asked for with tiredness or aching bones.' },
              },
            }),
          )
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetched);
    await openItemPage('/labtest/vitamin-d-25-oh');

    expect(await screen.findByText('Asked for with tiredness or aching bones.')).toBeVisible();
    expect(screen.getByText('How much vitamin D your body has stored.')).toBeVisible();
    expect(fetched.mock.calls.filter(([url]) => url.includes('/Labtest/'))).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('names the pathologist in charge the settings name now, not the one it was built with', async () => {
    publishedAgo(1, 1200);
    const reviewed = { ...vitaminD, reviewedBy: 'pathologist', reviewedOn: '2026-11-20' };
    resetFakeSource(
      {
        PublishedCatalogue: [
          publishedList('Labtest', [asDocument(reviewed)], {
            publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
          }),
        ],
        PublishedSettings: [publishedSettingsOf('credentials', { pathologist: 'Dr. P. Roy' })],
      },
      { listing: false },
    );
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: {
        item: reviewed,
        slug: 'vitamin-d-25-oh',
        includedIn: [],
        reviewer: { id: 'pathologist', slug: '', name: 'Dr. Former Pathologist', degree: '' },
      },
    });

    expect(await screen.findByRole('link', { name: 'Dr. P. Roy' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(screen.queryByText('Dr. Former Pathologist')).not.toBeInTheDocument();
  });

  it('asks to call to confirm the price when its list has not been confirmed for a day', async () => {
    publishedAgo(30, 1200);
    await openItemPage('/labtest/vitamin-d-25-oh', {
      carried: { item: vitaminD, slug: 'vitamin-d-25-oh', includedIn: [] },
    });

    expect(await screen.findByText('Prices may have changed. Call to confirm:')).toBeVisible();
    expect(screen.getByText('₹1,200')).toBeVisible();
  });
});
