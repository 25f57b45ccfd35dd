import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConditionPage } from '../../../../src/data/build/condition-pages';
import type { PrerenderedData } from '../../../../src/data/source/prerendered-data';

/**
 * A health concern's own page (/conditions/<slug>): drawn from what its pre-rendered page
 * carries, or, opened within the site, from its own pre-rendered file.
 */

const diabetes: ConditionPage = {
  slug: 'diabetes',
  condition: {
    id: 'diabetes',
    name: 'Diabetes',
    name_bn: 'ডায়াবেটিস',
    intro:
      'Diabetes means the body cannot keep blood sugar in check.\nSee a doctor if you are very thirsty.',
    intro_bn: 'ডায়াবেটিস মানে শরীর রক্তের সুগার ঠিক রাখতে পারে না।',
    words: 'sugar',
    tests: ['fbs'],
    packages: ['care'],
    doctors: ['dr-sen'],
    reviewedBy: 'dr-sen',
    reviewedOn: '2026-11-20',
  },
  tests: [
    {
      path: '/labtest/fbs',
      name: 'Fasting Blood Sugar',
      name_bn: 'খালি পেটে সুগার',
      mrp: 100,
      off: 20,
      price: 80,
    },
  ],
  packages: [
    { path: '/diabeticpackage/care', name: 'Diabetes Care', mrp: null, off: null, price: null },
  ],
  doctors: [{ path: '/find-doctor/dr-a-sen', name: 'Dr. A. Sen', des: 'Physician' }],
  reviewer: { id: 'dr-sen', slug: 'dr-a-sen', name: 'Dr. A. Sen', degree: 'MD' },
  pricesOn: '2026-11-20T10:00:00.000Z',
};

/** The page at `path`, on fresh modules, as a new visit; `carried` is what its HTML carries. */
async function openConditionPage(
  path: string,
  { carried, language }: { carried?: ConditionPage; language?: 'bn' } = {},
) {
  vi.resetModules();
  if (carried) {
    const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
    receivePrerenderedData({ conditions: { [carried.slug]: carried } });
  }
  const { default: ConditionPageRoute } =
    await import('../../../../src/features/catalogue/condition-page');
  const { renderInRouter } = await import('../../../support/render');
  if (language) await (await import('../../../../src/i18n/language')).loadBengali();
  return renderInRouter([{ path: '/conditions/:slug', element: <ConditionPageRoute /> }], {
    path,
    language,
  });
}

/** Hosting's answer for the page's own file: its HTML, carrying `data`. */
function servePageFile(data: Partial<PrerenderedData> | null, status = 200) {
  const html =
    data === null
      ? '<!doctype html><html><body>Not found</body></html>'
      : `<!doctype html><html><body><script type="application/json" id="prerendered-data">${JSON.stringify(data)}</script></body></html>`;
  const fetched = vi.fn(() => Promise.resolve(new Response(html, { status })));
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe('a health concern’s own page', () => {
  it('says what it is, then offers its tests and packages with their prices, its doctors, and who reviewed it', async () => {
    await openConditionPage('/conditions/diabetes', { carried: diabetes });

    expect(screen.getByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
    expect(screen.getByText('See a doctor if you are very thirsty.')).toBeVisible();
    const tests = screen.getByRole('region', { name: 'Tests' });
    expect(within(tests).getByRole('link', { name: 'Fasting Blood Sugar' })).toHaveAttribute(
      'href',
      '/labtest/fbs',
    );
    expect(within(tests).getByText('₹80')).toBeVisible();
    expect(within(tests).getByText('20% OFF')).toBeVisible();
    const packages = screen.getByRole('region', { name: 'Health packages' });
    expect(within(packages).getByRole('link', { name: 'Diabetes Care' })).toBeVisible();
    expect(within(packages).getByText('Call us for the price')).toBeVisible();
    expect(screen.getByText('Prices updated 20 November 2026')).toBeVisible();
    const doctors = screen.getByRole('region', { name: 'Doctors who see it' });
    expect(within(doctors).getByRole('link', { name: 'Dr. A. Sen' })).toHaveAttribute(
      'href',
      '/find-doctor/dr-a-sen',
    );
    expect(screen.getByText(/Last reviewed 20 November 2026/)).toBeVisible();
    expect(screen.getByText(/This is general information, not medical advice/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Call Book.*Diabetes/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: /WhatsApp Inquiry.*Diabetes/ })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HomeAll health concernsDiabetes',
    );
  });

  it('tells search engines it is a reviewed page about a medical condition', async () => {
    const { container } = await openConditionPage('/conditions/diabetes', { carried: diabetes });
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'MedicalWebPage',
        about: { '@type': 'MedicalCondition', name: 'Diabetes' },
        lastReviewed: '2026-11-20',
        reviewedBy: expect.objectContaining({ name: 'Dr. A. Sen', description: 'MD' }) as object,
      }),
    );
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('reads in Bengali where staff gave the words', async () => {
    await openConditionPage('/conditions/diabetes', { carried: diabetes, language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'ডায়াবেটিস' })).toBeVisible();
    expect(screen.getByText('ডায়াবেটিস মানে শরীর রক্তের সুগার ঠিক রাখতে পারে না।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'খালি পেটে সুগার' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'হেলথ প্যাকেজ' })).toBeVisible();
  });

  it('opened within the site, takes what the build drew it with from its own page', async () => {
    const fetched = servePageFile({ conditions: { diabetes } });
    await openConditionPage('/conditions/diabetes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
    expect(fetched).toHaveBeenCalledWith('/conditions/diabetes');
  });

  it('says so, and leads to every concern, for an address the build drew no page for', async () => {
    servePageFile(null, 404);
    await openConditionPage('/conditions/gout');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We have no page for this health concern.',
      }),
    ).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'All health concerns' })) {
      expect(link).toHaveAttribute('href', '/conditions');
    }
  });

  it('offers to try again when its page cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await openConditionPage('/conditions/diabetes');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'We could not load this page' })).toBeVisible();
  });
});
