import { describe, expect, it } from 'vitest';
import { searchOf } from '../../support/search';
import { searchTests } from '../../support/demo-lab-tests';

/**
 * The synonyms table: what visitors type for a common test, and the other names the lists use for
 * it: found, as a match when it names the item outright, else among the close matches (the
 * matching itself is match-by-name.test.ts's, the order rank-matches.test.ts's).
 */
describe("close matches, after the spec's matches", () => {
  it.each([
    ['kidney', 'KFT'],
    ['কিডনি', 'KFT'],
    ['liver', 'LFT'],
    ['লিভার', 'LFT'],
    ['CBC', 'Haemogram'],
    ['hemogram', 'CBC'],
    ['HbA1c', 'Glycosylated Hemoglobin'],
    ['hb a1c', 'Glycosylated Hemoglobin'],
    ['glycated', 'HbA1c'],
    ['vitamin-d', '25-OH Vitamin D3'],
    ['25 OH', 'Vit. D'],
  ])('finds "%s" by its other name, %s', (query, name) => {
    const other = ['KFT', 'LFT', 'Haemogram', 'CBC', 'Glycosylated Hemoglobin', 'HbA1c', 'Vit. D'];
    const shortNames = searchOf([...other, '25-OH Vitamin D3'].map((name) => ({ id: name, name })));
    const { matches, closeMatches } = shortNames(query);
    expect([...matches, ...closeMatches].map((test) => test.name)).toContain(name);
  });

  it('finds a sugar test by its other name, and the fasting one by two words', () => {
    expect(searchTests('fasting sugar').closeMatches).toEqual([
      'Fasting Blood Sugar (FBS)',
      'HOMA-IR (Fasting Glucose & Insulin)',
    ]);
    expect(searchTests('sugar').closeMatches).toContain('Glucose Tolerance Test (GTT, 75 g)');
    expect(searchTests('সুগার').closeMatches).toContain('Glucose Tolerance Test (GTT, 75 g)');
  });
});
