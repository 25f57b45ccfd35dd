import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuildCatalogue } from '../../../src/data/build/build-catalogue';
import { searchIndexOf } from '../../../src/data/search-index';
import { resetFakeSource } from '../../support/fake-data-source';
import { publishedList } from '../../support/fixtures/published-lists';

vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
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
    expect(index.radiology).toEqual([
      { name: 'USG Whole Abdomen', path: '/Radiology/usg-whole-abdomen' },
    ]);
  });
});
