import { describe, expect, it } from 'vitest';
import { submissionCollections } from '../../../../src/data/collections';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  isPlausibleEmail,
  parseForm,
  textSchema,
} from '../../../../src/features/contact/validation';

describe('isPlausibleEmail', () => {
  it.each(['name@example.com', 'first.last+lab@mail.co.in', 'a_b@x-y.org'])(
    'accepts %s',
    (email) => {
      expect(isPlausibleEmail(email)).toBe(true);
    },
  );

  it.each([
    'name@gmail',
    'name gmail.com',
    'name@@gmail.com',
    '@gmail.com',
    'name@',
    'name@gmail.c',
    'name @gmail.com',
    'name@gmail..com',
  ])('refuses %s', (email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });
});

describe('textSchema', () => {
  it('trims, and calls a blank or whitespace-only value missing', () => {
    expect(textSchema(10).parse('  Mita  ')).toEqual({ ok: true, value: 'Mita' });
    expect(textSchema(10).parse('')).toEqual({ ok: false, problem: 'missing' });
    expect(textSchema(10).parse(' \t\n ')).toEqual({ ok: false, problem: 'missing' });
  });

  it('calls a value of only invisible or space characters missing, as the rules do', () => {
    for (const invisible of ['\u200b', '\u00a0', '\u3000\u2003', '\ufeff', '\u2060\u200d']) {
      expect(textSchema(10).parse(invisible)).toEqual({ ok: false, problem: 'missing' });
    }
    expect(textSchema(10).parse('\u200bমিতা')).toEqual({ ok: true, value: '\u200bমিতা' });
  });

  it('refuses a value longer than the stored key allows', () => {
    expect(textSchema(5).parse('12345')).toEqual({ ok: true, value: '12345' });
    expect(textSchema(5).parse('123456')).toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('the form schemas', () => {
  it('check exactly the keys each written collection stores', () => {
    expect(Object.keys(homeSampleEnquirySchema)).toEqual(
      Object.keys(submissionCollections.homeSampleEnquiry.maxLengths),
    );
    expect(Object.keys(feedbackSchema)).toEqual(
      Object.keys(submissionCollections.feedback.maxLengths),
    );
  });

  it('gives the values to store: trimmed, the mobile as 10 digits and the PIN as 6', () => {
    expect(
      parseForm(homeSampleEnquirySchema, {
        title: ' Mita Das ',
        mobile: '+91 98765-43210',
        pin: '741 101',
        city: ' Krishnanagar',
        enquiry: 'Thyroid profile ',
      }),
    ).toEqual({
      ok: true,
      values: {
        title: 'Mita Das',
        mobile: '9876543210',
        pin: '741101',
        city: 'Krishnanagar',
        enquiry: 'Thyroid profile',
      },
    });
  });

  it('reports each field’s problem', () => {
    expect(
      parseForm(feedbackSchema, {
        title: ' ',
        mobile: '12345',
        emailaddress: 'rahul@gmail',
        lastvisit: 'Krishnanagar',
        enquiry: 'x'.repeat(2001),
      }),
    ).toEqual({
      ok: false,
      problems: { title: 'missing', mobile: 'mobile', emailaddress: 'email', enquiry: 'tooLong' },
    });
  });
});
