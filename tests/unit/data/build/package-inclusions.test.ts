import { describe, expect, it } from 'vitest';
import { packagesIncluding } from '../../../../src/data/build/package-inclusions';
import { packageDetail } from '../../../support/fixtures/package-details';

const pack = (id: string, lines: string[]) =>
  packageDetail({ id, name: `Package ${id}`, sections: [{ title: 'Blood', lines }] });

describe('the packages that include a test', () => {
  const tests = [
    { id: 'hb', name: 'Haemoglobin (Hb)' },
    { id: 'esr', name: 'Erythrocyte Sedimentation Rate (ESR)' },
    { id: 'fbs', name: 'Fasting Blood Sugar (FBS)' },
    { id: 'ppbs', name: 'Post-Prandial Blood Sugar (PPBS)' },
    { id: 'lipid', name: 'Lipid Profile' },
  ];

  it('are those whose inclusion lines name it, whole, without its brackets, or by them', () => {
    const including = packagesIncluding(tests, [
      pack('basic', ['Haemoglobin', 'ESR', 'Fasting blood sugar (FBS)']),
      pack('sugar', ['PPBS']),
    ]);
    expect(including.get('hb')?.map(({ id }) => id)).toEqual(['basic']);
    expect(including.get('esr')?.map(({ id }) => id)).toEqual(['basic']);
    expect(including.get('fbs')?.map(({ id }) => id)).toEqual(['basic']);
    expect(including.get('ppbs')).toEqual([
      { kind: 'general', id: 'sugar', name: 'Package sugar' },
    ]);
  });

  it('are those with a section titled by it, over the tests it holds', () => {
    const including = packagesIncluding(tests, [
      packageDetail({
        id: 'full',
        sections: [{ title: 'Lipid Profile', lines: ['Total cholesterol', 'HDL', 'LDL'] }],
      }),
    ]);
    expect(including.get('lipid')?.map(({ id }) => id)).toEqual(['full']);
  });

  it('are not those whose lines only share a word with it', () => {
    const including = packagesIncluding(tests, [pack('loose', ['Blood sugar', 'Sugar'])]);
    expect(including.size).toBe(0);
  });
});
