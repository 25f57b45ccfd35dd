import { describe, expect, it } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { parseDoctor } from '../../../../src/shared/parsers/doctor';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

describe('a doctor document', () => {
  it('has every field as text, empty where missing', () => {
    const doctor = parseDoctor(doc('d1', { name: 'Dr. A. Sen', fees: 500, date: null }));
    expect(doctor).toMatchObject({ id: 'd1', name: 'Dr. A. Sen', fees: '500', date: '', img: '' });
    expect(Object.keys(doctor ?? {})).toEqual([
      'id',
      'name',
      'img',
      'des',
      'degree',
      'reg',
      'des2',
      'date',
      'upcoming',
      'fees',
      'link',
      'text',
    ]);
    expect(parseDoctor(doc('d2', { degree: 'MBBS' }))).toBeNull();
  });
});
