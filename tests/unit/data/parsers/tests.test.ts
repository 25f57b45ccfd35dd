import { describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../../src/data/data-source';
import { parseDepartmentPhotos } from '../../../../src/data/parsers/department-photos';
import { parseDoctor } from '../../../../src/data/parsers/doctor';
import { readAmount, readPercent, readText } from '../../../../src/data/parsers/fields';
import { parseDocuments } from '../../../../src/data/parsers/parse-documents';
import { parsePackageDetail, parsePackageSummary } from '../../../../src/data/parsers/packages';
import { parseLabTest, parseListedTest } from '../../../../src/data/parsers/tests';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

describe('reading fields typed by hand', () => {
  it.each([
    [1200, 1200],
    ['1,200', 1200],
    ['₹ 1,200', 1200],
    ['₹1,25,000', 125000],
    ['Rs. 450/-', 450],
    [' 99.50 ', 99.5],
    ['15%', 15],
  ])('reads the amount %j as %d', (value, expected) => {
    expect(readAmount(value)).toBe(expected);
  });

  it.each([[''], ['free'], [null], [undefined], [-5], ['-5'], [Number.NaN], [{}], [[100]], [true]])(
    'reads %j as no amount',
    (value) => {
      expect(readAmount(value)).toBeNull();
    },
  );

  it('accepts a discount of 0 to 100 percent only', () => {
    expect(readPercent('20 %')).toBe(20);
    expect(readPercent(0)).toBe(0);
    expect(readPercent(150)).toBeNull();
  });

  it('writes numbers and dates out as text and drops other types', () => {
    expect(readText('  CBC  ')).toBe('CBC');
    expect(readText(24)).toBe('24');
    expect(readText({ toDate: () => new Date(2026, 10, 21) })).toMatch(/21 Nov 2026/);
    expect(readText(['a'])).toBe('');
    expect(readText(false)).toBe('');
    expect(readText(undefined)).toBe('');
  });
});

describe('a lab test document', () => {
  it('is read with its prices, even when staff typed them as text', () => {
    expect(
      parseLabTest(
        doc('lipid', {
          name: 'Lipid Profile',
          pti: '12 hours fasting',
          delivery: 'Same day',
          mrp: '1,200',
          off: '25%',
          price: '₹ 900',
        }),
      ),
    ).toEqual({
      id: 'lipid',
      name: 'Lipid Profile',
      pti: '12 hours fasting',
      delivery: 'Same day',
      mrp: 1200,
      off: 25,
      price: 900,
    });
  });

  it('keeps what it can show when fields are missing or of the wrong type', () => {
    expect(parseLabTest(doc('cbc', { name: 'CBC', delivery: 24, mrp: true }))).toEqual({
      id: 'cbc',
      name: 'CBC',
      pti: '',
      delivery: '24',
      mrp: null,
      off: null,
      price: null,
    });
  });

  it('is skipped only when it has no name to show', () => {
    expect(parseLabTest(doc('x', { price: 100 }))).toBeNull();
    expect(parseLabTest(doc('y', { name: '   ' }))).toBeNull();
  });
});

describe('radiology, cardiology and neurology test documents', () => {
  it('are read with name, preparation and delivery', () => {
    expect(parseListedTest(doc('ecg', { name: 'ECG', pti: 7, extra: 'ignored' }))).toEqual({
      id: 'ecg',
      name: 'ECG',
      pti: '7',
      delivery: '',
    });
    expect(parseListedTest(doc('blank', {}))).toBeNull();
  });
});

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

describe('department photo records', () => {
  it('keep the department’s slides in order, empty ones left out', () => {
    expect(
      parseDepartmentPhotos(
        'pathology',
        doc('p', {
          slider1: '/a.webp',
          slider2: '',
          slider3: '/c.webp',
          slider4: '/d.webp',
          slider5: '/e.webp',
        }),
      ),
    ).toEqual({ id: 'p', department: 'pathology', photos: ['/a.webp', '/c.webp', '/d.webp'] });
    expect(parseDepartmentPhotos('xray', doc('x', { slider4: '/d.webp' }))).toBeNull();
  });
});

describe('parsing a whole read', () => {
  it('skips only what cannot be shown, and reports it once per collection', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const documents = [
      doc('a', { name: 'A' }),
      doc('b', {}),
      doc('c', { name: 'C', price: 'n/a' }),
    ];
    const parsed = parseDocuments('TestCollectionOnce', documents, parseLabTest);
    expect(parsed.map((test) => test.id)).toEqual(['a', 'c']);
    parseDocuments('TestCollectionOnce', documents, parseLabTest);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('TestCollectionOnce: 1 document(s)');
    expect(warn.mock.calls[0]?.[0]).toContain(': b');
  });
});

describe('Bengali twins of text fields', () => {
  it('reads name_bn, pti_bn and delivery_bn like their English twins, and leaves out blank ones', () => {
    expect(
      parseLabTest(
        doc('fbs', {
          name: 'Blood Sugar Fasting',
          name_bn: '  খালি পেটে সুগার ',
          pti: '10 hours fasting',
          pti_bn: '',
          delivery: 'Same day',
          delivery_bn: 1,
          price_bn: '৫০০',
          price: 100,
        }),
      ),
    ).toEqual({
      id: 'fbs',
      name: 'Blood Sugar Fasting',
      name_bn: 'খালি পেটে সুগার',
      pti: '10 hours fasting',
      delivery: 'Same day',
      delivery_bn: '1',
      mrp: null,
      off: null,
      price: 100,
    });
  });

  it('reads its own output back unchanged, twins included', () => {
    const test = parseListedTest(doc('usg', { name: 'USG', pti_bn: 'পেট ভরে জল খান' }));
    expect(test).toEqual({
      id: 'usg',
      name: 'USG',
      pti: '',
      delivery: '',
      pti_bn: 'পেট ভরে জল খান',
    });
    expect(parseListedTest(doc('usg', { ...test }))).toEqual(test);
    const doctor = parseDoctor(doc('d', { name: 'Dr. A', des: 'Physician', des_bn: 'মেডিসিন' }));
    expect(doctor).toMatchObject({ des: 'Physician', des_bn: 'মেডিসিন' });
    expect(doctor).not.toHaveProperty('text_bn');
  });

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
