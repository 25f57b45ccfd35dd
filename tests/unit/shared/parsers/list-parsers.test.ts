import { describe, expect, it } from 'vitest';
import { listCollections } from '../../../../src/shared/catalogue-lists';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { snapshotItem } from '../../../../src/shared/parsers/list-parsers';

const handTyped: RawDocument[] = [
  { id: 'typed', data: { name: '  Lipid Profile ', mrp: '1,200', off: '25%', price: '₹ 900' } },
  { id: 'odd', data: { name: 'CBC', delivery: 24, mrp: true, pti: ['?'], extra: 'ignored' } },
  { id: 'dated', data: { name: 'Dr. A. Sen', date: new Date('2026-12-01T00:00:00Z'), fees: 500 } },
  { id: 'nameless', data: { price: 300 } },
];

describe('an item as a published list holds it', () => {
  it('holds only the fields the page shows, without the id it is keyed by', () => {
    const item = snapshotItem(listCollections.labTests, handTyped[0]!);
    expect(JSON.parse(item ?? '')).toEqual({
      name: 'Lipid Profile',
      pti: '',
      delivery: '',
      mrp: 1200,
      off: 25,
      price: 900,
    });
    expect(snapshotItem(listCollections.labTests, handTyped[3]!)).toBeNull();
  });
});
