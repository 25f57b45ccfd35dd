import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { radiologyTestDocuments } from '../../../../src/shared/demo-catalogue/radiology-tests';
import RadiologyPage from '../../../../src/features/catalogue/radiology-page';
import { fakeSource, resetFakeSource, serveDemoCatalogue } from '../../../support/fake-data-source';
import {
  cardList,
  cards,
  countNamed,
  found,
  named,
  stubResizeObserver,
} from '../../../support/list-page';
import { renderInRouter } from '../../../support/render';

/**
 * Radiology (/Radiology): the imaging services above a searchable list of tests, read through the
 * fake data source: the bundled demo catalogue, as the site reads it with no Firebase settings, or
 * a failed read. Its list is the one the other list pages show (list-page.test.tsx).
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

afterEach(() => vi.unstubAllGlobals());

describe('Radiology on the demo catalogue', () => {
  beforeEach(serveDemoCatalogue);
  beforeEach(stubResizeObserver);

  it('links to the five imaging services above a searchable list of tests', async () => {
    const { user } = renderInRouter(<RadiologyPage />, { path: '/Radiology' });

    expect(screen.getByRole('heading', { level: 1, name: 'Radiology' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our imaging services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['X-Ray', '/xray'],
      ['USG', '/usg'],
      ['CT Scan', '/ct-scan'],
      ['MRI', '/mri'],
      ['OPG', '/opg'],
    ]);

    expect(await screen.findByRole('status')).toHaveTextContent(
      found(named(radiologyTestDocuments).length),
    );
    // Tests sit under the list's own h2, so their names are h3.
    expect(within(cardList()).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search tests by name' }), 'doppler');
    expect(screen.getByRole('status')).toHaveTextContent(
      found(countNamed(radiologyTestDocuments, 'doppler')),
    );
    // Scans are priced as lab tests are: each card shows its price, or says to call for it.
    for (const card of cards()) {
      expect(within(card).queryAllByText(/₹|Call us for the price/).length).toBeGreaterThan(0);
    }
  });

  it('says on their tiles which imaging services are not available, as their pages do', () => {
    renderInRouter(<RadiologyPage />, { path: '/Radiology' });

    const tiles = within(screen.getByRole('region', { name: 'Our imaging services' })).getAllByRole(
      'listitem',
    );
    expect(
      tiles.map((tile) => [
        within(tile).getByRole('link').textContent,
        within(tile).queryByText('Not Available') !== null,
      ]),
    ).toEqual([
      ['X-Ray', false],
      ['USG', false],
      ['CT Scan', true],
      ['MRI', true],
      ['OPG', true],
    ]);
  });
});

describe('every list page', () => {
  beforeEach(serveDemoCatalogue);

  it('/Radiology keeps its search box in the sticky bar below the navbar', () => {
    renderInRouter(<RadiologyPage />, { path: '/Radiology' });

    expect(
      screen.getByRole('searchbox', { name: 'Search tests by name' }).closest('.catalogue-bar'),
    ).toHaveClass('is-sticky');
  });
});

describe('the other lists', () => {
  beforeEach(() => {
    resetFakeSource();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubResizeObserver();
  });

  it('radiology reads its own collection and offers Retry', async () => {
    fakeSource.readCollection.mockRejectedValue(new Error('unavailable'));
    vi.resetModules();
    const { default: FreshRadiologyPage } =
      await import('../../../../src/features/catalogue/radiology-page');
    renderInRouter(<FreshRadiologyPage />, { path: '/Radiology' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the list of tests',
    );
    expect(fakeSource.readCollection).toHaveBeenCalledWith('Radiology', expect.any(Number));
  });
});
