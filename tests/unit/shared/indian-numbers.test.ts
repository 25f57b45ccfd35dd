import { describe, expect, it } from 'vitest';
import {
  mentionsMobile,
  normaliseIndianMobile,
  normalisePin,
} from '../../../src/shared/indian-numbers';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(+91) 6123 456 789', '6123456789'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
  });

  it.each([
    ['a number starting with 5', '5876543210'],
    ['a number starting with 0 after +91', '+91 0876543210'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['a landline with its STD code', '03472 252525'],
    ['letters', '98765abcde'],
    ['another country code', '+44 7700 900123'],
    ['nothing', ''],
  ])('refuses %s', (_, typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });
});

describe('normalisePin', () => {
  it.each([
    ['741101', '741101'],
    ['741 101', '741101'],
    ['700016', '700016'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normalisePin(typed)).toBe(digits);
  });

  it.each([
    ['five digits', '74110'],
    ['seven digits', '7411011'],
    ['a leading 0', '041101'],
    ['letters', '74110A'],
    ['a hyphen', '741-101'],
  ])('refuses %s', (_, typed) => {
    expect(normalisePin(typed)).toBeNull();
  });
});

describe('mentionsMobile', () => {
  it.each([
    ['a tel: link', 'Mobile: tel:+919876543210'],
    ['spaces and a sentence', 'Please call me on 98765 43210 after six.'],
    ['Bengali digits', 'মোবাইল ৯৮৭৬৫ ৪৩২১০'],
    ['hyphens and brackets', '(98765)-432-10'],
  ])('finds the number written with %s', (_, text) => {
    expect(mentionsMobile(text, '9876543210')).toBe(true);
  });

  it('does not find another number', () => {
    expect(mentionsMobile('Call 98765 43211 or PIN 741101', '9876543210')).toBe(false);
  });
});
