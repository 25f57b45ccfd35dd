import { describe, expect, it } from 'vitest';
import { cappedForSms, handOverText, SMS_PARTS } from '../../../../src/shared/forms/hand-over-text';
import { smsHref, whatsAppHref } from '../../../../src/shared/links';
import { prefilledText } from '../../../support/hand-over';

const enquiry = [
  { label: 'Your name', value: ' Mita Das ' },
  { label: 'Mobile number', value: '+91 98765 43210' },
  { label: 'PIN code', value: '' },
  { label: 'Test name', value: 'Thyroid profile & HbA1c' },
];

/** A Bengali message of many words, longer than three SMS parts. */
const bengaliWords = 'আমার রিপোর্ট দেরিতে এসেছে কিন্তু কর্মীরা খুব যত্নশীল ছিলেন'.split(' ');
const longBengali = Array.from({ length: 20 }, () => bengaliWords.join(' ')).join(' ');

describe('the text a failed form hands over', () => {
  it('names the form, then each filled field under its label, trimmed, and nothing else', () => {
    expect(handOverText('Home sample collection request', enquiry)).toBe(
      [
        'Home sample collection request',
        'Your name: Mita Das',
        'Mobile number: +91 98765 43210',
        'Test name: Thyroid profile & HbA1c',
      ].join('\n'),
    );
    expect(handOverText('Prescription', enquiry.slice(0, 2), 'The photo follows.')).toMatch(
      /\nThe photo follows\.$/,
    );
  });

  it('travels whole in a chat or SMS link: line breaks, &, ?, #, + and Bengali encoded', () => {
    const text = handOverText('মতামত', [
      { label: 'আপনার নাম', value: 'মিতা দাস' },
      { label: 'আপনার মতামত', value: 'CBC + ESR? Room #2 & more' },
    ]);
    const chat = whatsAppHref('+91 00000 01212', text);
    const sms = smsHref('+91 00000 01212', text);
    expect(chat).toMatch(/^https:\/\/wa\.me\/910000001212\?text=[^\s#&+?]+$/);
    expect(sms).toMatch(/^sms:\+910000001212\?body=[^\s#&+?]+$/);
    expect(chat).toContain('%0A');
    expect(prefilledText(chat)).toBe(text);
    expect(prefilledText(sms)).toBe(text);
  });
});

describe('an SMS of at most three parts', () => {
  it('leaves a short message as it is', () => {
    const text = handOverText('Feedback', enquiry);
    expect(cappedForSms(text)).toBe(text);
  });

  it('cuts English at a word, to 3 × 153 characters, ending in plain dots so it stays GSM', () => {
    const long = handOverText('Feedback', [
      ...enquiry,
      { label: 'Your feedback', value: 'The staff were polite and quick. '.repeat(30) },
    ]);
    const sms = cappedForSms(long);
    expect(sms.length).toBeLessThanOrEqual(SMS_PARTS * 153);
    expect(sms).toMatch(/[a-z.]\.\.\.$/);
    expect(sms).toMatch(/^[\x20-\x7e\n]*$/);
    // Whom to call comes first, so it is never what is cut.
    expect(sms).toContain('Your name: Mita Das\nMobile number: +91 98765 43210');
    expect(long.startsWith(sms.slice(0, -3))).toBe(true);
  });

  it('cuts Bengali at a word, to 3 × 67 characters, with every word kept whole', () => {
    const text = handOverText('মতামত', [
      { label: 'আপনার নাম', value: 'মিতা দাস' },
      { label: 'আপনার মতামত', value: longBengali },
    ]);
    const sms = cappedForSms(text);
    expect(sms.length).toBeLessThanOrEqual(SMS_PARTS * 67);
    expect(sms.endsWith('…')).toBe(true);
    const kept = sms.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).toMatch(/\s/);
    expect(prefilledText(smsHref('+91 00000 01212', sms))).toBe(sms);
  });

  it('cuts one endless Bengali word between letters, never inside one', () => {
    const word = 'ক্ষ্মী'.repeat(80);
    const sms = cappedForSms(`মতামত\n${word}`);
    expect(sms.length).toBeLessThanOrEqual(SMS_PARTS * 67);
    const kept = sms.slice(0, -1);
    // Nothing dangles: the cut falls between two whole letters of the text.
    const letters = [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(kept)];
    const whole = [
      ...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(`মতামত\n${word}`),
    ];
    expect(letters.map(({ segment }) => segment)).toEqual(
      whole.slice(0, letters.length).map(({ segment }) => segment),
    );
  });
});
