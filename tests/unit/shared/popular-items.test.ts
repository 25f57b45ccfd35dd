// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choosePopular, type RankedItem } from '../../../src/shared/popular-items';

/**
 * Which items the home page offers at once: the best ranks staff gave, across the lists with
 * prices, each with the address its own page answers to.
 */
const test = (id: string, name: string, fields: Partial<RankedItem> = {}): RankedItem => ({
  id,
  name,
  price: 100,
  mrp: null,
  ...fields,
});

describe('choosing the popular items', () => {
  it('takes the lowest ranks first, at most six, with each item’s price and page', () => {
    const labTests = [1, 2, 3, 4, 5, 6, 7].map((rank) =>
      test(`t${rank}`, `Test ${rank}`, { rank, price: rank * 100 }),
    );
    const chosen = choosePopular({ labTests: [...labTests].reverse() });
    expect(chosen.map(({ name }) => name)).toEqual([
      'Test 1',
      'Test 2',
      'Test 3',
      'Test 4',
      'Test 5',
      'Test 6',
    ]);
    expect(chosen[0]).toEqual({ name: 'Test 1', price: 100, path: '/labtest/test-1' });
  });

  it('never chooses an item without a rank or without a price', () => {
    const chosen = choosePopular({
      labTests: [
        test('cbc', 'CBC', { rank: 1, price: null }),
        test('esr', 'ESR', { rank: 2, price: 0 }),
        test('lipid', 'Lipid Profile'),
        test('fbs', 'FBS', { rank: 3, price: 80 }),
      ],
    });
    expect(chosen).toEqual([{ name: 'FBS', price: 80, path: '/labtest/fbs' }]);
  });

  it('at equal rank puts Find a Test’s first, then the other lists in the registry’s order', () => {
    const chosen = choosePopular({
      neurology: [test('eeg', 'EEG', { rank: 1 })],
      radiology: [test('xray', 'X-Ray Chest', { rank: 1 })],
      labTests: [test('sugar', 'Sugar', { rank: 2 }), test('cbc', 'CBC', { rank: 1 })],
    });
    expect(chosen.map(({ path }) => path)).toEqual([
      '/labtest/cbc',
      '/Radiology/x-ray-chest',
      '/Neurology/eeg',
      '/labtest/sugar',
    ]);
  });

  it('keeps the Bengali name and an MRP above the price, and links a package to its page', () => {
    const chosen = choosePopular({
      labTests: [
        test('cbc', 'CBC', { rank: 1, price: 315, mrp: 350, name_bn: 'সিবিসি' }),
        test('esr', 'ESR', { rank: 2, price: 90, mrp: 90 }),
      ],
      generalPackages: [test('basic-checkup', 'Basic Check-up', { rank: 3, price: 999 })],
    });
    expect(chosen).toEqual([
      { name: 'CBC', name_bn: 'সিবিসি', price: 315, mrp: 350, path: '/labtest/cbc' },
      { name: 'ESR', price: 90, path: '/labtest/esr' },
      { name: 'Basic Check-up', price: 999, path: '/healthpackage/basic-checkup' },
    ]);
  });

  it('gives two items of one name the addresses their pages answer to', () => {
    const chosen = choosePopular({
      labTests: [test('b', 'Vitamin D', { rank: 2 }), test('a', 'Vitamin D', { rank: 1 })],
    });
    expect(chosen.map(({ path }) => path)).toEqual(['/labtest/vitamin-d', '/labtest/vitamin-d-2']);
  });
});
