import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuildCatalogue } from '../../../../src/data/build/build-catalogue';
import type { BuildCatalogue } from '../../../../src/data/build/build-catalogue';
import { searchIndexOf } from '../../../../src/data/build/search-index-of';
import { labTest } from '../../../support/fixtures/lab-tests';
import { resetFakeSource } from '../../../support/fake-data-source';
import { publishedList } from '../../../support/fixtures/published-lists';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

/**
 * The index every page's search reads for the other lists' matches, as the build writes it from
 * the catalogue it read: each item with what orders a search, its page opens among them.
 */

const labTests = [
  { id: 'cbc', data: { name: 'Complete Blood Count (CBC)', code: 'CBC', price: 300 } },
  { id: 'lipid', data: { name: 'Lipid Profile', rank: 2, price: 650 } },
  { id: 'tsh', data: { name: 'TSH', price: 250 } },
];

beforeEach(() => {
  resetFakeSource({
    Labtest: labTests,
    Radiology: [{ id: 'usg', data: { name: 'USG Whole Abdomen', price: 900 } }],
    PublishedCatalogue: [
      publishedList('Labtest', labTests, { opens: { cbc: 41, lipid: 7, gone: 3, tsh: 'x' } }),
    ],
  });
});

describe('the search index', () => {
  it('carries each item’s page opens as its published list counts them', async () => {
    const index = searchIndexOf(await readBuildCatalogue());
    expect(index.labTests).toEqual([
      {
        name: 'Complete Blood Count (CBC)',
        path: '/labtest/complete-blood-count-cbc',
        code: 'CBC',
        opens: 41,
      },
      { name: 'Lipid Profile', path: '/labtest/lipid-profile', rank: 2, opens: 7 },
      { name: 'TSH', path: '/labtest/tsh' },
    ]);
  });

  it('carries none for a list with no count, as before any was made', async () => {
    const index = searchIndexOf(await readBuildCatalogue());
    expect(index.radiology).toHaveLength(1);
    expect(index.radiology[0]).not.toHaveProperty('opens');
  });
});

/** A scan's card fields, as staff gave them. */
const usgCard = {
  pti: 'Come with a full bladder',
  pti_bn: 'মূত্রথলি ভরা রেখে আসুন',
  delivery: 'Same day',
  mrp: 1200,
  off: 25,
  price: 900,
};

const list = <T>(items: T[], updatedAt: Record<string, string> = {}) => ({
  items,
  updatedAt: new Map(Object.entries(updatedAt)),
});

const catalogue = {
  lists: {
    labTests: list([labTest('cbc', 'Complete Blood Count (CBC)', { price: 315, pti: 'None' })]),
    radiology: list(
      [labTest('usg', 'USG Whole Abdomen', usgCard), labTest('xray', 'X-Ray Chest PA')],
      {
        usg: '2026-11-20T06:00:00.000000Z',
        xray: '2026-10-02T06:00:00.000000Z',
        // A document the list's parser skipped (no name): it changed no price on show.
        nameless: '2026-11-25T06:00:00.000000Z',
      },
    ),
    cardiology: list([labTest('ecg', 'ECG', { price: 250 })]),
    neurology: list([]),
    doctors: list([]),
  },
  packages: { general: [], alcoholImpact: [], diabetic: [] },
  includedIn: new Map(),
} as unknown as BuildCatalogue;

describe('the search index the build writes', () => {
  const index = searchIndexOf(catalogue);

  it('carries a scan’s card, with its prices, for other lists’ searches to draw', () => {
    expect(index.radiology[0]).toMatchObject({
      name: 'USG Whole Abdomen',
      path: '/Radiology/usg-whole-abdomen',
      card: usgCard,
    });
    expect(index.radiology[1]?.card).toEqual({
      pti: '',
      delivery: '',
      mrp: null,
      off: null,
      price: null,
    });
    expect(index.cardiology[0]?.card).toMatchObject({ price: 250 });
  });

  it('keeps the 2,500 lab tests to a name and an address', () => {
    expect(index.labTests[0]).toEqual({
      name: 'Complete Blood Count (CBC)',
      path: '/labtest/complete-blood-count-cbc',
    });
  });

  it('dates each carded list’s prices by its latest change, where the store tells', () => {
    expect(index.updatedAt).toEqual({ radiology: '2026-11-20T06:00:00.000000Z' });
  });
});

describe('the search index’s health concerns', () => {
  it('carry each concern’s names, its other words in both languages, and the pages it offers and names', () => {
    const withConcerns = searchIndexOf(catalogue, [
      {
        slug: 'heart-check-up',
        condition: {
          id: 'heart-check',
          name: 'Heart check-up',
          name_bn: 'হার্টের পরীক্ষা',
          intro: 'Long words that stay on the page.',
          words: 'ecg, cardiac',
          words_bn: 'বুক ধড়ফড়',
          tests: ['ecg'],
          packages: [],
          doctors: ['dr-a-sen'],
        },
        tests: [{ path: '/Cardiology/ecg', name: 'ECG', mrp: null, off: null, price: 250 }],
        packages: [],
        doctors: [{ path: '/find-doctor/dr-a-sen', name: 'Dr. A. Sen', des: 'Cardiologist' }],
      },
    ]);
    expect(withConcerns.conditions).toEqual([
      {
        name: 'Heart check-up',
        name_bn: 'হার্টের পরীক্ষা',
        path: '/conditions/heart-check-up',
        also: 'ecg, cardiac বুক ধড়ফড়',
        items: ['/Cardiology/ecg'],
        doctors: ['/find-doctor/dr-a-sen'],
      },
    ]);
  });
});
