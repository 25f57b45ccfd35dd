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

  it('reads the Bengali twins of the name, designations and degree; the registration has none', () => {
    const doctor = parseDoctor(
      doc('d3', {
        name: 'Dr. A. Sen',
        name_bn: 'ডাঃ এ. সেন',
        degree: 'MBBS, MD (Medicine)',
        degree_bn: 'এম.বি.বি.এস., এম.ডি. (মেডিসিন)',
        des2: 'Visiting Consultant, District Hospital',
        des2_bn: 'ভিজিটিং কনসালট্যান্ট, জেলা হাসপাতাল',
        reg: 'Reg. No. WBMC 00001',
        reg_bn: 'রেজি. নং ০০০০১',
      }),
    );
    expect(doctor).toMatchObject({
      name_bn: 'ডাঃ এ. সেন',
      degree_bn: 'এম.বি.বি.এস., এম.ডি. (মেডিসিন)',
      des2_bn: 'ভিজিটিং কনসালট্যান্ট, জেলা হাসপাতাল',
      reg: 'Reg. No. WBMC 00001',
    });
    expect(doctor).not.toHaveProperty('reg_bn');
  });
});
