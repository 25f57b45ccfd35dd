import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchIndex } from '../../../src/data/search-index';

/**
 * Below a package's or a doctor's page, the health concerns whose pages name it, from the
 * search index (src/components/concern-links.tsx).
 */

const index: SearchIndex = {
  conditions: [
    {
      name: 'Diabetes',
      name_bn: 'ডায়াবেটিস',
      path: '/conditions/diabetes',
      items: ['/labtest/fbs', '/diabeticpackage/care'],
      doctors: ['/find-doctor/dr-a-sen'],
    },
    { name: 'Thyroid', path: '/conditions/thyroid', items: ['/labtest/tsh'] },
  ],
  labTests: [],
  radiology: [],
  cardiology: [],
  neurology: [],
  doctors: [],
  packages: [],
};

/** The links for `path`, on fresh modules (the index is fetched once a visit). */
async function renderFor(path: string, language?: 'bn') {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(index)))),
  );
  const { ConcernLinks } = await import('../../../src/components/concern-links');
  const { renderInRouter } = await import('../../support/render');
  if (language) await (await import('../../../src/i18n/language')).loadBengali();
  return renderInRouter(<ConcernLinks path={path} />, { language });
}

afterEach(() => vi.unstubAllGlobals());

describe('the health concerns a page is named by', () => {
  it('links those that offer a package', async () => {
    await renderFor('/diabeticpackage/care');
    const region = await screen.findByRole('region', { name: 'For these health concerns' });
    expect(region).toContainElement(screen.getByRole('link', { name: 'Diabetes' }));
    expect(screen.getByRole('link', { name: 'Diabetes' })).toHaveAttribute(
      'href',
      '/conditions/diabetes',
    );
    expect(screen.queryByRole('link', { name: 'Thyroid' })).not.toBeInTheDocument();
  });

  it('links those that name a doctor, in Bengali on a Bengali page', async () => {
    await renderFor('/find-doctor/dr-a-sen', 'bn');
    expect(await screen.findByRole('link', { name: 'ডায়াবেটিস' })).toHaveAttribute(
      'href',
      '/conditions/diabetes',
    );
    expect(screen.getByRole('heading', { name: 'এই স্বাস্থ্য সমস্যাগুলোর জন্য' })).toBeVisible();
  });

  it('shows nothing for a page no concern names', async () => {
    const { container } = await renderFor('/healthpackage/full-body');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
