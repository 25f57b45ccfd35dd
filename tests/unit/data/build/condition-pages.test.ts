// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conditionPages, type LinkableCatalogue } from '../../../../src/data/build/condition-pages';
import { parseCondition } from '../../../../src/shared/parsers/condition';
import type { Condition, Doctor, PackageDetail } from '../../../../src/shared/types';
import { labTest } from '../../../support/fixtures/lab-tests';

const condition = (id: string, data: Record<string, unknown>): Condition => {
  const parsed = parseCondition({ id, data: { name: id, ...data } });
  if (parsed === null) throw new Error(`${id} did not parse`);
  return parsed;
};

const doctor = { id: 'dr-sen', name: 'Dr. A. Sen', des: 'Physician', degree: 'MD' } as Doctor;

const catalogue: LinkableCatalogue = {
  lists: {
    labTests: {
      items: [
        labTest('fbs', 'Fasting Blood Sugar', { mrp: 100, off: 20, price: 80 }),
        labTest('hba1c', 'HbA1c', { name_bn: 'এইচবিএ১সি', price: 440 }),
      ],
      updatedAt: new Map([
        ['fbs', '2026-11-01T10:00:00.000Z'],
        ['hba1c', '2026-11-20T10:00:00.000Z'],
      ]),
    },
    radiology: {
      items: [{ id: 'usg-abdomen', name: 'USG Whole Abdomen', pti: '', delivery: '' }],
      updatedAt: new Map(),
    },
    cardiology: { items: [], updatedAt: new Map() },
    neurology: { items: [], updatedAt: new Map() },
    doctors: { items: [doctor], updatedAt: new Map() },
  },
  packages: {
    diabetic: [
      {
        id: 'diabetes-care',
        kind: 'diabetic',
        name: 'Diabetes Care',
        price: 1120,
      } as PackageDetail,
    ],
  },
};

describe('the health concerns’ pages the build draws', () => {
  it('finds each link in its list, with its page and its prices', () => {
    const { pages } = conditionPages(
      [
        condition('diabetes', {
          name: 'Diabetes',
          tests: 'fbs, hba1c, usg-abdomen',
          packages: ['diabetes-care'],
          doctors: ['dr-sen'],
          reviewedBy: 'dr-sen',
          reviewedOn: '2026-11-20',
        }),
      ],
      catalogue,
    );
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.slug).toBe('diabetes');
    expect(page?.tests).toEqual([
      {
        path: '/labtest/fasting-blood-sugar',
        name: 'Fasting Blood Sugar',
        mrp: 100,
        off: 20,
        price: 80,
      },
      {
        path: '/labtest/hba1c',
        name: 'HbA1c',
        name_bn: 'এইচবিএ১সি',
        mrp: null,
        off: null,
        price: 440,
      },
      {
        path: '/Radiology/usg-whole-abdomen',
        name: 'USG Whole Abdomen',
        mrp: null,
        off: null,
        price: null,
      },
    ]);
    expect(page?.packages).toEqual([
      {
        path: '/diabeticpackage/diabetes-care',
        name: 'Diabetes Care',
        mrp: null,
        off: null,
        price: 1120,
      },
    ]);
    expect(page?.doctors).toEqual([
      { path: '/find-doctor/dr-a-sen', name: 'Dr. A. Sen', des: 'Physician' },
    ]);
    expect(page?.reviewer).toMatchObject({ name: 'Dr. A. Sen', degree: 'MD', slug: 'dr-a-sen' });
    // Its prices are as of the latest change of a test it offers.
    expect(page?.pricesOn).toBe('2026-11-20T10:00:00.000Z');
  });

  it('leaves out and reports an id no list has, and gives no page to a concern left with nothing', () => {
    const { pages, unknown, unpublished } = conditionPages(
      [
        condition('anaemia', { tests: ['fbs', 'retired-test'], doctors: 'dr-nobody' }),
        condition('gone', { tests: ['retired-test'] }),
        condition('empty', {}),
      ],
      catalogue,
    );
    expect(pages.map(({ slug }) => slug)).toEqual(['anaemia']);
    expect(pages[0]?.tests.map(({ name }) => name)).toEqual(['Fasting Blood Sugar']);
    expect(pages[0]?.doctors).toEqual([]);
    expect(Object.fromEntries(unknown)).toEqual({
      anaemia: ['retired-test', 'dr-nobody'],
      gone: ['retired-test'],
    });
    expect(unpublished).toEqual(['gone', 'empty']);
  });

  it('names the pathologist in charge only while the settings name one', () => {
    const reviewed = [condition('thyroid', { tests: ['fbs'], reviewedBy: 'pathologist' })];
    expect(conditionPages(reviewed, catalogue, 'Dr. P. Roy').pages[0]?.reviewer?.name).toBe(
      'Dr. P. Roy',
    );
    expect(conditionPages(reviewed, catalogue).pages[0]?.reviewer).toBeUndefined();
  });
});

describe('a health concern’s document', () => {
  it('is read leniently: a title for its name, ids as a cell of text, a day as India writes it', () => {
    expect(
      parseCondition({
        id: 'fever',
        data: {
          title: ' Fever ',
          title_bn: 'জ্বর',
          intro_bn: 'জ্বর মানে…',
          tests: 'cbc; widal\nwidal',
          packages: 42,
          reviewedOn: '20/11/2026',
        },
      }),
    ).toEqual({
      id: 'fever',
      name: 'Fever',
      name_bn: 'জ্বর',
      intro: '',
      intro_bn: 'জ্বর মানে…',
      words: '',
      tests: ['cbc', 'widal'],
      packages: ['42'],
      doctors: [],
      reviewedOn: '2026-11-20',
    });
    expect(parseCondition({ id: 'nameless', data: { intro: 'Words' } })).toBeNull();
  });
});
