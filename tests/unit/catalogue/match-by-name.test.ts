import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  indexByName,
  matchByName,
} from '../../../src/features/catalogue/match-by-name';

const tests = [
  { id: 'cbc', name: 'Complete Blood Count (CBC)' },
  { id: 'amh', name: 'Anti-Müllerian Hormone (AMH)' },
  { id: 'lipid', name: 'Lipid Profile' },
  { id: 'thyroid', name: 'Thyroid Profile (T3, T4, TSH)' },
];
const index = indexByName(tests);
const ids = (query: string) => matchByName(index, query).map((test) => test.id);

describe('matchByName', () => {
  it('matches a substring of the name, whatever its case', () => {
    expect(ids('PROFILE')).toEqual(['lipid', 'thyroid']);
    expect(ids('cbc')).toEqual(['cbc']);
    expect(ids('d co')).toEqual(['cbc']);
  });

  it('shows everything, in the given order, for an empty or blank query', () => {
    expect(matchByName(index, '')).toBe(tests);
    expect(matchByName(index, '   ')).toBe(tests);
  });

  it('ignores spaces around the query and accents on either side', () => {
    expect(ids('  lipid ')).toEqual(['lipid']);
    expect(ids('mullerian')).toEqual(['amh']);
    expect(ids('MÜLLER')).toEqual(['amh']);
  });

  it('finds nothing for a name that is not there', () => {
    expect(ids('xyz')).toEqual([]);
  });

  it('folds to lower case without accents', () => {
    expect(foldForSearch('Anti-Müllerian')).toBe('anti-mullerian');
  });
});

describe('names in two languages', () => {
  const bilingual = indexByName([
    { id: 'tsh', name: 'TSH', name_bn: 'থাইরয়েড হরমোন (TSH)' },
    { id: 'thyroid', name: 'Thyroid Profile', name_bn: 'থাইরয়েড প্রোফাইল' },
    { id: 'urea', name: 'Blood Urea', name_bn: 'ইউরিয়া' },
  ]);
  const found = (query: string) => matchByName(bilingual, query).map((test) => test.id);

  it('finds a test by its Bengali name as well as its English one', () => {
    expect(found('থাইরয়েড')).toEqual(['tsh', 'thyroid']);
    expect(found('প্রোফাইল')).toEqual(['thyroid']);
    expect(found('profile')).toEqual(['thyroid']);
  });

  it('keeps Bengali vowel signs: a word matches only itself', () => {
    expect(found('থরড')).toEqual([]);
  });

  it('never matches across the two names', () => {
    expect(found('tsh থাই')).toEqual([]);
  });
});
