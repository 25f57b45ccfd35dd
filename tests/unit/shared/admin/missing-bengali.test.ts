// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstMissing,
  missingBengali,
  missingBengaliMailLines,
} from '../../../../src/shared/admin/missing-bengali';
import { glossaryFromSettings } from '../../../../src/shared/admin/staff-glossary';

const documents = [
  { id: 'esr', data: { name: 'ESR', delivery: 'Report in 3 working days' } },
  { id: 'cbc', data: { name: 'CBC', delivery: 'Same day' } },
  { id: 'tsh', data: { name: 'TSH', name_bn: 'টিএসএইচ', delivery: 'Same day' } },
];

/** What the Monday e-mail and catalogue:missing-bn list: what a Bengali page shows in English. */
describe('documents missing Bengali', () => {
  it("leaves out what the built-in or staff's own glossary phrases already say", () => {
    const builtIn = missingBengali('Labtest', documents, glossaryFromSettings(undefined));
    expect(builtIn).toEqual([
      { id: 'cbc', name: 'CBC', fields: ['name'] },
      { id: 'esr', name: 'ESR', fields: ['name', 'delivery'] },
    ]);
    const withStaffs = missingBengali(
      'Labtest',
      documents,
      glossaryFromSettings({ 'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট' }),
    );
    expect(withStaffs.find(({ id }) => id === 'esr')?.fields).toEqual(['name']);
  });

  it('puts the most opened pages first when the field data counts them, else list order', () => {
    const glossary = glossaryFromSettings(undefined);
    const opens = (collection: string, id: string) =>
      collection === 'AllDoctor' ? 50 : id === 'esr' ? 9 : 1;
    expect(missingBengali('Labtest', documents, glossary, opens).map(({ id }) => id)).toEqual([
      'esr',
      'cbc',
    ]);
    const lists = [
      {
        collection: 'Labtest' as const,
        total: 3,
        missing: missingBengali('Labtest', documents, glossary),
      },
      {
        collection: 'AllDoctor' as const,
        total: 1,
        missing: [{ id: 'dr-sen', name: 'Dr. A. Sen', fields: ['name'] }],
      },
    ];
    expect(firstMissing(lists, 2).map(({ id }) => id)).toEqual(['cbc', 'esr']);
    expect(firstMissing(lists, 2, opens).map(({ id }) => id)).toEqual(['dr-sen', 'esr']);
    expect(missingBengaliMailLines('lab', lists, opens)).toEqual([
      'Bengali: 3 document(s) show English on a Bengali page (npm run catalogue:missing-bn ' +
        'lists them all):',
      '  Dr. A. Sen (AllDoctor): name',
      '    https://console.firebase.google.com/project/lab/firestore/databases/-default-/data/~2FAllDoctor~2Fdr-sen',
      '  ESR (Labtest): name, report time',
      '    https://console.firebase.google.com/project/lab/firestore/databases/-default-/data/~2FLabtest~2Fesr',
      '  CBC (Labtest): name',
      '    https://console.firebase.google.com/project/lab/firestore/databases/-default-/data/~2FLabtest~2Fcbc',
    ]);
  });
});
