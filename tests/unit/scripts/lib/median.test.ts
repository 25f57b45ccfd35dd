import { describe, expect, it } from 'vitest';
import { median } from '../../../../scripts/lib/median';

describe('median', () => {
  it('is the middle of an odd count, whatever the order', () => {
    expect(median([900, 300, 600])).toBe(600);
  });

  it('is the upper middle of an even count, and leaves the list as it was', () => {
    const timings = [4, 1, 3, 2];
    expect(median(timings)).toBe(3);
    expect(timings).toEqual([4, 1, 3, 2]);
  });

  it('is no number for no values', () => {
    expect(median([])).toBeNaN();
  });
});
