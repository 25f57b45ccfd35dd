import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import { renderPackages } from '../../../support/render-packages';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const basic: RawDocument = {
  id: 'basic',
  data: {
    name: 'Basic Check-up',
    title: 'Includes 3 tests',
    pti: 'Fasting 10-12 hours',
    delivery: 'Next day',
    mrp: 1000,
    off: 20,
    price: 800,
    profile1: 'Sugar',
    ptext1: 'Fasting blood sugar (FBS)',
    ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
    ptext2: 'Complete Blood Count',
    profile2: 'Kidney',
    p2text1: 'Creatinine',
  },
};
const advanced: RawDocument = {
  id: 'advanced',
  data: {
    name: 'Advanced Check-up',
    title: 'Includes 3 tests',
    delivery: '2 days',
    price: 1500,
    profile1: 'Sugar',
    ptext1: 'FBS',
    ptext2: 'HbA1c',
    ptext3: 'Haemogram',
  },
};
const sugarCare: RawDocument = {
  id: 'sugar-care',
  data: { name: 'Sugar Care', price: 900, profile1: 'Sugar', ptext1: 'PPBS' },
};
const liverCare: RawDocument = {
  id: 'liver-care',
  data: { name: 'Liver Care', price: 1200, profile1: 'Liver', ptext1: 'SGPT' },
};

beforeEach(() =>
  resetFakeSource({
    GeneralPackage: [basic, advanced],
    DiabeticPackage: [sugarCare],
    AlcoholImpactPackage: [liverCare],
  }),
);

const collectionsRead = () =>
  fakeSource.readCollection.mock.calls.map(([collection]) => collection);

/** The cells of a row of the table, by the row's header. */
function rowCells(name: string): string[] {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`${name} is not in a row`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the package comparison', () => {
  it('shows the packages side by side, one row a test, a test worded two ways in one row', async () => {
    await renderPackages('/health-package/compare?p=basic,advanced');

    const table = await screen.findByRole('table', { name: '2 health packages side by side' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Package',
      'Basic Check-up',
      'Advanced Check-up',
    ]);
    expect(within(table).getByRole('link', { name: 'Advanced Check-up' })).toHaveAttribute(
      'href',
      '/healthpackage/advanced',
    );
    expect(rowCells('Price')[0]).toContain('₹800');
    expect(rowCells('Tests listed')).toEqual(['3', '3']);
    expect(rowCells('How to prepare')).toEqual(['Fasting 10-12 hours', 'Not given']);
    expect(rowCells('Report')).toEqual(['Next day', '2 days']);
    expect(screen.getByRole('rowheader', { name: 'Tests included' })).toBeInTheDocument();
    expect(rowCells('Fasting blood sugar (FBS)')).toEqual(['✓Included', '✓Included']);
    expect(rowCells('Complete Blood Count')).toEqual(['✓Included', '✓Included']);
    expect(rowCells('Creatinine')).toEqual(['✓Included', '—Not included']);
    expect(rowCells('HbA1c')).toEqual(['—Not included', '✓Included']);
    expect(screen.queryByRole('rowheader', { name: 'FBS' })).not.toBeInTheDocument();
    // Both were in the list the list page reads first: no other list is read.
    expect(collectionsRead()).toEqual(['GeneralPackage']);
  });

  it('is left out of search engines, its canonical address the package list', async () => {
    await renderPackages('/health-package/compare?p=basic,advanced');
    await screen.findByRole('table');

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/health-package$/,
    );
  });

  it('finds packages of every kind, and says which ids it left out', async () => {
    await renderPackages('/health-package/compare?p=basic,gone,sugar-care,liver-care,advanced');

    await screen.findByRole('table', { name: '3 health packages side by side' });
    expect(
      screen.getByText('One package in this link was not found, so it is left out: gone.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only 3 packages can be compared at a time: the first 3 are shown and 1 more is left out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((column) => column.textContent)).toEqual([
      'Package',
      'Basic Check-up',
      'Sugar Care',
      'Liver Care',
    ]);
  });

  it('names a single package found as one, not as a comparison of one', async () => {
    await renderPackages('/health-package/compare?p=basic,gone');

    expect(
      await screen.findByRole('table', { name: 'One health package, on its own' }),
    ).toBeInTheDocument();
  });

  it('with no package found shows the package list to choose from', async () => {
    await renderPackages('/health-package/compare?p=gone,lost');

    expect(
      await screen.findByText(
        'None of the packages in this link was found. Choose up to three from the list below and tap Compare.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 packages in this link were not found, so they are left out: gone, lost.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Basic Check-up' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('reads in Bengali, a test’s row by its Bengali twin', async () => {
    await renderPackages('/health-package/compare?p=basic,advanced', { language: 'bn' });

    await screen.findByRole('table', { name: 'পাশাপাশি ২টি হেলথ প্যাকেজ' });
    expect(screen.getByRole('heading', { level: 1, name: 'হেলথ প্যাকেজের তুলনা' })).toBeVisible();
    expect(rowCells('খালি পেটে ব্লাড সুগার (FBS)')).toEqual(['✓আছে', '✓আছে']);
    expect(rowCells('Creatinine')).toEqual(['✓আছে', '—নেই']);
    expect(screen.getByRole('rowheader', { name: 'Creatinine' })).toHaveAttribute('lang', 'en');
  });
});
