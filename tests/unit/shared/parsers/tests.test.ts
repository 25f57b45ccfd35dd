import { describe, expect, it } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { parseDoctor } from '../../../../src/shared/parsers/doctor';
import { parseLabTest, parseListedTest } from '../../../../src/shared/parsers/tests';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

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

  it('reads the texts of its own page leniently: paragraphs kept, ids listed, the review day', () => {
    const test = parseListedTest(
      doc('thyroid', {
        name: 'Thyroid Profile',
        why: '  Checks the thyroid.\nAsked for when tired.  ',
        why_bn: 'থাইরয়েড দেখে।',
        who: 42,
        includes: 't3, t4;tsh\n t3 ',
        reviewedBy: ' dr-a-sen ',
        reviewedOn: '20/11/2026',
      }),
    );
    expect(test).toEqual({
      id: 'thyroid',
      name: 'Thyroid Profile',
      pti: '',
      delivery: '',
      why: 'Checks the thyroid.\nAsked for when tired.',
      why_bn: 'থাইরয়েড দেখে।',
      who: '42',
      includes: ['t3', 't4', 'tsh'],
      reviewedBy: 'dr-a-sen',
      reviewedOn: '2026-11-20',
    });
    expect(parseListedTest(doc('thyroid', { ...test }))).toEqual(test);
  });

  it('leaves out an includes, reviewer or review day it cannot read', () => {
    const test = parseListedTest(
      doc('esr', { name: 'ESR', includes: [' ', 7], reviewedBy: ['x'], reviewedOn: '31/02/2026' }),
    );
    expect(test).toEqual({ id: 'esr', name: 'ESR', pti: '', delivery: '', includes: ['7'] });
  });
});

describe('what staff set to order a search and place a study', () => {
  it('reads code, kind, includes, rank and service as staff type them', () => {
    const test = parseLabTest(
      doc('usg', {
        name: 'USG Whole Abdomen',
        code: ' USG ',
        kind: 'Test',
        includes: 'liver, , kidneys',
        rank: '2',
        service: 'USG',
        mrp: '1,200',
        off: 10,
        price: 1080,
      }),
    );
    expect(test).toMatchObject({
      code: 'USG',
      kind: 'test',
      includes: ['liver', 'kidneys'],
      rank: 2,
      service: 'usg',
      price: 1080,
    });
  });

  it('leaves out what it does not understand, never guessing', () => {
    const test = parseLabTest(
      doc('x', { name: 'X', kind: 'bundle', rank: -1, service: 'ct-scan', includes: [] }),
    );
    for (const field of ['code', 'kind', 'includes', 'rank', 'service']) {
      expect(test).not.toHaveProperty(field);
    }
  });
});
