import { describe, expect, it } from 'vitest';
import { orderForLanguage } from '../../../src/shared/catalogue-order';

const items = [
  { name: 'T10 Panel', name_bn: 'টি১০ প্যানেল' },
  { name: '24-Hour Urine Protein' },
  { name: 'Complete Blood Count (CBC)', name_bn: 'কমপ্লিট ব্লাড কাউন্ট (CBC)' },
  { name: 'APTT' },
  { name: 'HbA1c', name_bn: 'HbA1c (৩ মাসের গড় সুগার)' },
  { name: 'Vitamin D', name_bn: 'ভিটামিন D' },
  { name: 'Anti-TPO', name_bn: 'অ্যান্টি-টিপিও' },
  { name: 'Serum Iron', name_bn: '   ' },
  { name: 'T3 Panel' },
];

const names = (ordered: readonly { name: string }[]) => ordered.map((item) => item.name);

describe('the order of a list', () => {
  it('in English is by name, numbers in order, whatever the Bengali', () => {
    expect(names(orderForLanguage(items, 'en'))).toEqual([
      '24-Hour Urine Protein',
      'Anti-TPO',
      'APTT',
      'Complete Blood Count (CBC)',
      'HbA1c',
      'Serum Iron',
      'T3 Panel',
      'T10 Panel',
      'Vitamin D',
    ]);
  });

  it('in Bengali puts the Bengali names first, in Bengali order, then the rest in English order', () => {
    expect(names(orderForLanguage(items, 'bn'))).toEqual([
      // অ, ক, ট, ভ: the Bengali alphabet's order.
      'Anti-TPO',
      'Complete Blood Count (CBC)',
      'T10 Panel',
      'Vitamin D',
      // A Bengali name that begins in Latin letters, after those that begin in Bengali.
      'HbA1c',
      '24-Hour Urine Protein',
      'APTT',
      'Serum Iron',
      'T3 Panel',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...items];
    orderForLanguage(given, 'bn');
    expect(given).toEqual(items);
  });
});
