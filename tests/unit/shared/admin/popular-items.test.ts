// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mayChangePopular } from '../../../../src/shared/admin/popular-items';

/** Which console edits rebuild the settings, for the home page's popular items. */
describe('an edit that may change the popular items', () => {
  it('is one of a document with a rank, before or after the edit', () => {
    expect(
      mayChangePopular({ name: 'CBC', rank: 1, price: 300 }, { name: 'CBC', rank: 1, price: 315 }),
    ).toBe(true);
    expect(mayChangePopular(undefined, { name: 'CBC', rank: '2' })).toBe(true);
    expect(mayChangePopular({ name: 'CBC', rank: 1 }, undefined)).toBe(true);
    expect(mayChangePopular({ name: 'CBC', rank: 1 }, { name: 'CBC' })).toBe(true);
  });

  it('is not one of the many items staff gave no rank', () => {
    expect(mayChangePopular({ name: 'ESR', price: 90 }, { name: 'ESR', price: 95 })).toBe(false);
    expect(mayChangePopular(undefined, { name: 'ESR', rank: '' })).toBe(false);
    expect(mayChangePopular({ name: 'ESR', rank: null }, undefined)).toBe(false);
  });
});
