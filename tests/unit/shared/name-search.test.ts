import { describe, expect, it } from 'vitest';
import { searchOf } from '../../support/search';

const tests = [
  { id: 'cbc', name: 'Complete Blood Count (CBC)' },
  { id: 'amh', name: 'Anti-Müllerian Hormone (AMH)' },
  { id: 'lipid', name: 'Lipid Profile' },
  { id: 'thyroid', name: 'Thyroid Profile (T3, T4, TSH)' },
];
const search = searchOf(tests);
const ids = (query: string) => search(query).matches.map((test) => test.id);

describe("the spec's matches", () => {
  it('matches a substring of the name, whatever its case', () => {
    expect(ids('PROFILE')).toEqual(['lipid', 'thyroid']);
    expect(ids('cbc')).toEqual(['cbc']);
    expect(ids('d co')).toEqual(['cbc']);
  });

  it('shows everything, in the given order, for an empty or blank query', () => {
    expect(search('').matches).toBe(tests);
    expect(search('   ').matches).toBe(tests);
    expect(search('').closeMatches).toEqual([]);
  });

  it('ignores spaces around the query and accents on either side', () => {
    expect(ids('  lipid ')).toEqual(['lipid']);
    expect(ids('mullerian')).toEqual(['amh']);
    expect(ids('MÜLLER')).toEqual(['amh']);
  });

  it('finds nothing for a name that is not there', () => {
    expect(ids('xyz')).toEqual([]);
  });
});

describe('names in two languages', () => {
  const bilingual = searchOf([
    { id: 'tsh', name: 'TSH', name_bn: 'থাইরয়েড হরমোন (TSH)' },
    { id: 'thyroid', name: 'Thyroid Profile', name_bn: 'থাইরয়েড প্রোফাইল' },
    { id: 'urea', name: 'Blood Urea', name_bn: 'ইউরিয়া' },
  ]);
  const found = (query: string) => bilingual(query).matches.map((test) => test.id);

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

describe('the best match first', () => {
  const search = searchOf(
    [
      'Complete Blood Count (CBC)',
      'CBC with ESR',
      'Absolute CBC Panel',
      'Free Thyroid Profile',
      'Parathyroid Hormone',
      'Thyroid Profile',
    ]
      .sort()
      .map((name) => ({ id: name, name })),
  );
  const names = (query: string) => search(query).matches.map(({ name }) => name);

  it('puts what the query names or starts first, then a word that does, then the rest', () => {
    expect(names('thyroid')).toEqual([
      'Thyroid Profile',
      'Free Thyroid Profile',
      'Parathyroid Hormone',
    ]);
    // Named by its code, at its start or in its brackets, before a name that merely holds it.
    expect(names('cbc')).toEqual([
      'CBC with ESR',
      'Complete Blood Count (CBC)',
      'Absolute CBC Panel',
    ]);
  });

  it('keeps the list’s A–Z order among equal matches', () => {
    expect(names('profile')).toEqual(['Free Thyroid Profile', 'Thyroid Profile']);
  });
});
