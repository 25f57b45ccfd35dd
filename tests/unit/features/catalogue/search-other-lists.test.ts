import { describe, expect, it } from 'vitest';
import type { SearchedList, SearchIndex } from '../../../../src/data/search-index';
import { searchOtherLists } from '../../../../src/features/catalogue/search-other-lists';

const index: SearchIndex = {
  conditions: [
    {
      name: 'Diabetes',
      path: '/conditions/diabetes',
      also: 'sugar, blood sugar সুগার',
      items: ['/labtest/thyroid-profile'],
    },
  ],
  labTests: [
    { name: 'Thyroid Profile', path: '/labtest/thyroid-profile' },
    { name: 'Urine Routine', path: '/labtest/urine-routine' },
  ],
  radiology: [
    { name: 'USG Whole Abdomen', path: '/Radiology/usg-whole-abdomen' },
    { name: 'X-Ray Chest PA', path: '/Radiology/x-ray-chest-pa' },
  ],
  cardiology: [{ name: '2D Echocardiography', path: '/Cardiology/2d-echocardiography' }],
  neurology: [{ name: 'EEG (Routine)', path: '/Neurology/eeg-routine' }],
  doctors: [{ name: 'Dr. A. Sen', path: '/find-doctor/dr-a-sen', also: 'Cardiologist MD DM' }],
  packages: [{ name: 'Thyroid Care', path: '/healthpackage/thyroid-care' }],
};
const found = (own: SearchedList, query: string) =>
  searchOtherLists(index, own, query).map(({ list, found: entries }) => [
    list,
    entries.map(({ name }) => name),
  ]);

describe('a search of the other lists', () => {
  it('finds a scan typed on Find a Test, and leaves out the page’s own list', () => {
    expect(found('labTests', 'USG')).toEqual([['radiology', ['USG Whole Abdomen']]]);
    expect(found('labTests', 'thyroid')).toEqual([['packages', ['Thyroid Care']]]);
    expect(found('radiology', 'thyroid')).toEqual([
      ['labTests', ['Thyroid Profile']],
      ['packages', ['Thyroid Care']],
    ]);
  });

  it('forgives as the list’s own search does: spelling, punctuation, other names', () => {
    expect(found('labTests', 'xray')).toEqual([['radiology', ['X-Ray Chest PA']]]);
    expect(found('labTests', 'echo')).toEqual([['cardiology', ['2D Echocardiography']]]);
    expect(found('labTests', 'heart')).toEqual([['doctors', ['Dr. A. Sen']]]);
  });

  it('finds a health concern by its name or its other words, in either language', () => {
    expect(found('labTests', 'diabetes')).toEqual([['conditions', ['Diabetes']]]);
    expect(found('labTests', 'blood sugar')).toEqual([['conditions', ['Diabetes']]]);
    expect(found('doctors', 'সুগার')).toEqual([['conditions', ['Diabetes']]]);
  });

  it('finds nothing where no list has it', () => {
    expect(found('labTests', 'zzz')).toEqual([]);
  });
});

describe("another list's matches", () => {
  it('come best first, by the same rules as the page’s own list', () => {
    const ranked: SearchIndex = {
      ...index,
      radiology: [
        { name: 'USG Both Breasts', path: '/Radiology/usg-both-breasts' },
        { name: 'USG Whole Abdomen', path: '/Radiology/usg-whole-abdomen', rank: 2 },
        { name: 'Obstetric USG (Pregnancy Scan)', path: '/Radiology/usg-obstetric' },
      ],
    };
    const [radiology] = searchOtherLists(ranked, 'labTests', 'usg');
    expect(radiology?.found.map(({ name }) => name)).toEqual([
      'USG Whole Abdomen',
      'USG Both Breasts',
      'Obstetric USG (Pregnancy Scan)',
    ]);
  });
});

describe('a carded list’s matches', () => {
  it('carry the date of the prices the build read, which is no list of its own', () => {
    const dated: SearchIndex = { ...index, updatedAt: { radiology: '2026-11-20T06:00:00.000Z' } };
    expect(searchOtherLists(dated, 'labTests', 'usg')).toEqual([
      {
        list: 'radiology',
        found: [index.radiology[0]],
        exact: 1,
        updatedAt: '2026-11-20T06:00:00.000Z',
      },
    ]);
    expect(searchOtherLists(dated, 'labTests', 'thyroid')).toEqual([
      { list: 'packages', found: [index.packages[0]], exact: 1 },
    ]);
  });
});
