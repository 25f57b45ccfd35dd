import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../src/shared/fold-for-search';

describe('foldForSearch', () => {
  it('folds to lower case without accents', () => {
    expect(foldForSearch('Anti-Müllerian')).toBe('anti-mullerian');
  });

  it('keeps Bengali vowel signs, so a Bengali word matches only itself', () => {
    expect(foldForSearch('থাইরয়েড')).toBe('থাইরয়েড');
  });
});
