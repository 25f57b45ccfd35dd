import { describe, expect, it } from 'vitest';
import { isPlausibleEmail, textSchema } from '../../../../src/shared/forms/field-schemas';

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
