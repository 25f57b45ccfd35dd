// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePopular } from '../../../../../src/shared/parsers/settings/popular';

/** The popular items as the browser reads them back from the published settings. */
describe('the published popular items', () => {
  it('reads each item as the functions write it', () => {
    const items = [
      { name: 'CBC', name_bn: 'সিবিসি', price: 315, mrp: 350, path: '/labtest/cbc' },
      { name: 'FBS', price: 80, path: '/labtest/fbs' },
    ];
    expect(parsePopular(items)).toEqual({ value: items, problems: [] });
  });

  it('drops what is not an item: no name, no price, an address off the site', () => {
    const { value, problems } = parsePopular([
      { name: '', price: 100, path: '/labtest/x' },
      { name: 'ESR', price: '90', path: '/labtest/esr' },
      { name: 'Odd', price: 100, path: '//elsewhere.example/page' },
      { name: 'Script', price: 100, path: 'javascript:alert(1)' },
      { name: 'FBS', price: 80, mrp: 60, path: '/labtest/fbs' },
      'CBC',
    ]);
    expect(value).toEqual([{ name: 'FBS', price: 80, path: '/labtest/fbs' }]);
    expect(problems).toEqual(['5 entries left out.']);
  });

  it('keeps at most six, and reads anything but a list as none', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({
      name: `Test ${index}`,
      price: 100,
      path: `/labtest/test-${index}`,
    }));
    expect(parsePopular(many).value).toHaveLength(6);
    expect(parsePopular({ name: 'CBC' }).value).toEqual([]);
  });
});
