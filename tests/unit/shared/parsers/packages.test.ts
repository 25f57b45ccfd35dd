import { describe, expect, it } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import {
  parsePackageDetail,
  parsePackageSummary,
  testCountInTitle,
} from '../../../../src/shared/parsers/packages';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

describe('package documents', () => {
  it('list with their kind, title and prices', () => {
    expect(
      parsePackageSummary(
        'diabetic',
        doc('p', { name: 'Sugar Check', title: 'Basic', price: '₹ 1,820' }),
      ),
    ).toMatchObject({
      kind: 'diabetic',
      name: 'Sugar Check',
      title: 'Basic',
      price: 1820,
      mrp: null,
    });
  });

  it('list with their inclusion lines, every section’s in order, within the variant’s limits', () => {
    const summary = parsePackageSummary(
      'diabetic',
      doc('p', {
        name: 'Sugar Check',
        profile1: 'Sugar',
        ptext1: 'Fasting blood sugar (FBS)',
        ptext1_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
        ptext2: '  ',
        ptext3: 'HbA1c',
        profile2: 'Kidney',
        p2text1: 'Creatinine',
        p4text1: 'Beyond the three sections a diabetic package has',
      }),
    );

    expect(summary?.tests).toEqual(['Fasting blood sugar (FBS)', 'HbA1c', 'Creatinine']);
    expect(summary?.tests_bn).toEqual(['খালি পেটে ব্লাড সুগার (FBS)', 'HbA1c', 'Creatinine']);
    expect(parsePackageSummary('general', doc('q', { name: 'None listed' }))).toMatchObject({
      tests: [],
    });
    expect(parsePackageSummary('general', doc('q', { name: 'None listed' }))).not.toHaveProperty(
      'tests_bn',
    );
  });

  it.each([
    ['Includes 82 tests', 82],
    ['Includes 1 test', 1],
    ['60+ Tests included', 60],
    ['24 parameters', 24],
    ['For adults over 40', null],
    ['', null],
  ])('reads the number of tests the title %j states: %j', (title, count) => {
    expect(testCountInTitle(title)).toBe(count);
  });

  it('show only non-empty sections and lines, within the variant’s limits', () => {
    const lines = (prefix: string, count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, `${prefix} line ${i + 1}`]),
      );
    const detail = parsePackageDetail(
      'diabetic',
      doc('d', {
        name: 'Diabetes Care',
        profile1: 'Blood sugar',
        ...lines('ptext', 10),
        ptext2: '  ',
        profile2: '',
        profile3: 'Kidney',
        ...lines('p3text', 9),
        profile4: 'Not part of a diabetic package',
        ...lines('p4text', 3),
        qus1: 'A condition of high blood sugar.',
      }),
    );
    expect(detail.sections.map((section) => section.title)).toEqual(['Blood sugar', 'Kidney']);
    expect(detail.sections[0]?.lines).toHaveLength(7); // ptext1..8, with ptext2 blank
    expect(detail.sections[0]?.lines).not.toContain('');
    expect(detail.sections[1]?.lines).toHaveLength(8);
    expect(detail.faq).toEqual({ question: '', answer: 'A condition of high blood sugar.' });
  });

  it('gives general packages five sections of ten lines and no FAQ', () => {
    const data: Record<string, unknown> = { name: 'Full Body', qus1: 'ignored' };
    for (let section = 1; section <= 6; section += 1) {
      data[`profile${section}`] = `Section ${section}`;
      const prefix = section === 1 ? 'ptext' : `p${section}text`;
      for (let line = 1; line <= 11; line += 1) data[`${prefix}${line}`] = `Line ${line}`;
    }
    const detail = parsePackageDetail('general', doc('g', data));
    expect(detail.sections).toHaveLength(5);
    expect(detail.sections.every((section) => section.lines.length === 10)).toBe(true);
    expect(detail.faq).toBeNull();
  });

  it('uses the document’s own FAQ question when staff typed one', () => {
    const detail = parsePackageDetail(
      'alcoholImpact',
      doc('a', {
        name: 'Liver Care',
        question1: 'Q1. Who should take this?',
        qus1: 'Regular drinkers.',
      }),
    );
    expect(detail.faq).toEqual({
      question: 'Q1. Who should take this?',
      answer: 'Regular drinkers.',
    });
  });

  it('renders an empty document as an empty page rather than failing', () => {
    expect(parsePackageDetail('general', doc('empty', {}))).toMatchObject({
      id: 'empty',
      name: '',
      sections: [],
      faq: null,
    });
  });
});

describe('Bengali twins of text fields', () => {
  it('gives a package its Bengali title, text, sections line by line, and question', () => {
    const detail = parsePackageDetail('diabetic', {
      id: 'd1',
      data: {
        name: 'Diabetes Care',
        name_bn: 'ডায়াবেটিস কেয়ার',
        text1: 'A check-up.',
        text1_bn: 'একটি চেক-আপ।',
        profile1: 'Sugar',
        profile1_bn: 'সুগার',
        ptext1: 'Fasting sugar',
        ptext1_bn: 'খালি পেটে সুগার',
        ptext2: 'HbA1c',
        profile2: 'Kidney',
        p2text1: 'Creatinine',
        qus1: 'Fast for 10 hours.',
        qus1_bn: '10 ঘণ্টা খালি পেটে থাকুন।',
      },
    });
    expect(detail).toMatchObject({ name_bn: 'ডায়াবেটিস কেয়ার', text1_bn: 'একটি চেক-আপ।' });
    expect(detail.sections).toEqual([
      {
        title: 'Sugar',
        title_bn: 'সুগার',
        lines: ['Fasting sugar', 'HbA1c'],
        lines_bn: ['খালি পেটে সুগার', 'HbA1c'],
      },
      { title: 'Kidney', lines: ['Creatinine'] },
    ]);
    expect(detail.faq).toEqual({
      question: '',
      answer: 'Fast for 10 hours.',
      answer_bn: '10 ঘণ্টা খালি পেটে থাকুন।',
    });
    expect(
      parsePackageSummary('diabetic', doc('d1', { name: 'D', title: 'T', title_bn: 'টি' })),
    ).toMatchObject({ title: 'T', title_bn: 'টি' });
  });
});
