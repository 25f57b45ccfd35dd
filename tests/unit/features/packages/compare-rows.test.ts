// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareRows } from '../../../../src/features/packages/compare-rows';
import type { PackageSummary } from '../../../../src/shared/types';

const summary = (id: string, tests: string[], tests_bn?: string[]): PackageSummary => ({
  id,
  kind: 'general',
  name: id,
  title: '',
  pti: '',
  delivery: '',
  mrp: null,
  off: null,
  price: null,
  tests,
  ...(tests_bn && { tests_bn }),
});

describe('compareRows', () => {
  it('makes one row of a test two packages word differently, by its short form or a synonym', () => {
    const rows = compareRows([
      summary('basic', ['Fasting blood sugar (FBS)', 'Complete Blood Count', 'Serum Creatinine']),
      summary('advanced', ['FBS', 'Haemogram', 'HbA1c', 'serum  creatinine']),
    ]);

    expect(rows.map(({ name, included }) => [name, included])).toEqual([
      ['Fasting blood sugar (FBS)', [true, true]],
      ['Complete Blood Count', [true, true]],
      ['Serum Creatinine', [true, true]],
      ['HbA1c', [false, true]],
    ]);
  });

  it('keeps tests a synonym only finds apart: fasting and after-meal sugar are two rows', () => {
    const rows = compareRows([summary('a', ['FBS']), summary('b', ['PPBS']), summary('c', [])]);

    expect(rows.map(({ name, included }) => [name, included])).toEqual([
      ['FBS', [true, false, false]],
      ['PPBS', [false, true, false]],
    ]);
  });

  it('keeps words in brackets that are no short form part of the name', () => {
    const rows = compareRows([
      summary('a', ['T3 (total)', 'Bilirubin (direct)', 'Blood sugar']),
      summary('b', ['T4 (total)', 'Bilirubin (total)', 'Glucose']),
    ]);

    expect(rows).toHaveLength(6);
  });

  it('joins two rows that a later line names both of', () => {
    const rows = compareRows([
      summary('a', ['Glycated haemoglobin']),
      summary('b', ['A1c test (HbA1c)']),
      summary('c', ['Glycated haemoglobin (HbA1c)']),
    ]);

    expect(rows).toEqual([{ name: 'Glycated haemoglobin', included: [true, true, true] }]);
  });

  it('carries the Bengali twin of the line that names the row', () => {
    const rows = compareRows([summary('a', ['Haemoglobin', 'MCV'], ['হিমোগ্লোবিন', 'MCV'])]);

    expect(rows).toEqual([
      { name: 'Haemoglobin', name_bn: 'হিমোগ্লোবিন', included: [true] },
      { name: 'MCV', included: [true] },
    ]);
  });
});
