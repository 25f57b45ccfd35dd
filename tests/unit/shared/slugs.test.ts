import { describe, expect, it } from 'vitest';
import { findBySlug, itemSlugs, slugify } from '../../../src/shared/slugs';

describe('an item’s slug', () => {
  it('is its name in lower case, each run of spaces and punctuation one hyphen', () => {
    expect(slugify('Vitamin D (25-OH)')).toBe('vitamin-d-25-oh');
    expect(slugify('  T3, T4 & TSH  ')).toBe('t3-t4-tsh');
    expect(slugify('Lipoprotein (a) [Lp(a)]')).toBe('lipoprotein-a-lp-a');
    expect(slugify('Anti-Müllerian Hormone')).toBe('anti-mullerian-hormone');
  });

  it('keeps a Bengali name in Bengali, with its vowel signs, and drops the joiners', () => {
    // In the decomposed form a link and its lookup both use, however staff typed the letters.
    expect(slugify('থাইরয়েড প্রোফাইল')).toBe('থাইরয়েড-প্রোফাইল'.normalize('NFKD'));
    expect(slugify('থাইরয়েড'.normalize('NFC'))).toBe(slugify('থাইরয়েড'.normalize('NFD')));
    expect(slugify('ডা\u200cক্তার')).toBe('ডাক্তার');
  });
});

describe('a list’s slugs', () => {
  it('give each item of one name its own: the one whose id is the slug keeps it', () => {
    const slugs = itemSlugs([
      { id: 'z-first', name: 'CBC' },
      { id: 'cbc', name: 'CBC' },
      { id: 'a-other', name: 'CBC.' },
      { id: 'cbc-2-id', name: 'CBC 2' },
    ]);
    expect(slugs.get('cbc')).toBe('cbc');
    // The others in the order of their ids, never taking another name's slug (`cbc-2`).
    expect(slugs.get('a-other')).toBe('cbc-3');
    expect(slugs.get('z-first')).toBe('cbc-4');
    expect(slugs.get('cbc-2-id')).toBe('cbc-2');
  });

  it('know an item whose name has no letter or digit by its id', () => {
    expect(itemSlugs([{ id: 'Odd Test', name: '---' }]).get('Odd Test')).toBe('odd-test');
  });
});

describe('finding an item by the slug in its address', () => {
  const items = [
    { id: 'vitamin-d-25-oh', name: 'Vitamin D Total (25-OH)' },
    { id: 'cbc', name: 'CBC' },
  ];
  const slugs = itemSlugs(items);

  it('finds it by its slug, whatever the case', () => {
    expect(findBySlug(items, slugs, 'CBC')).toMatchObject({
      item: { id: 'cbc' },
      slug: 'cbc',
      renamed: false,
    });
  });

  it('finds a renamed item by its old address, its id, and gives its address now', () => {
    expect(findBySlug(items, slugs, 'vitamin-d-25-oh')).toEqual({
      item: items[0],
      slug: 'vitamin-d-total-25-oh',
      renamed: true,
    });
  });

  it('finds nothing for an address no item has', () => {
    expect(findBySlug(items, slugs, 'no-such-test')).toBeNull();
  });
});
