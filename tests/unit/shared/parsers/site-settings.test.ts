// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isSettingsSection,
  settingsSections,
  glossaryLimits,
  synonymLimits,
} from '../../../../src/shared/parsers/site-settings';

/**
 * The settings staff type in the console, each section's lenient parser: what it cannot use is
 * skipped and said in words staff can act on; nothing throws.
 */
const { parse } = settingsSections.synonyms;

describe('the synonyms staff type in SiteSettings/synonyms', () => {
  it('reads each field as a phrase visitors type and the words it means, in English and Bengali', () => {
    expect(
      parse({
        typhoid: 'widal',
        ' jaundice ': 'bilirubin,  LFT ; liver function',
        জন্ডিস: ['bilirubin', 'lft'],
        ডেঙ্গু: 'dengue। এনএস১',
      }),
    ).toEqual({
      value: {
        typhoid: ['widal'],
        jaundice: ['bilirubin', 'LFT', 'liver function'],
        জন্ডিস: ['bilirubin', 'lft'],
        ডেঙ্গু: ['dengue', 'এনএস১'],
      },
      problems: [],
    });
  });

  it('skips an entry it cannot use and says why, keeping the rest', () => {
    const { value, problems } = parse({
      sugar: 'glucose',
      fever: 42,
      cold: { means: 'flu' },
      rash: ['skin', 7],
      '   ': 'blank',
      thyroid: ' , ;',
      heart: 'heart',
      'one two three four five': 'too many words',
    });
    expect(value).toEqual({ sugar: ['glucose'] });
    expect(problems).toEqual([
      '"fever": skipped, its value must be text ("glucose, fbs") or a list of texts.',
      '"cold": skipped, its value must be text ("glucose, fbs") or a list of texts.',
      '"rash": skipped, its value must be text ("glucose, fbs") or a list of texts.',
      '"   ": skipped, the word typed is empty.',
      '"thyroid": skipped, it names no other word.',
      '"heart": skipped, it names no other word.',
      `"one two three four five": skipped, longer than ${synonymLimits.phraseWords} words or ${synonymLimits.phraseLength} letters.`,
    ]);
  });

  it('keeps the first words of a long entry and leaves out an over-long word, saying so', () => {
    const words = Array.from({ length: synonymLimits.meanings + 2 }, (_, index) => `word${index}`);
    const long = 'x'.repeat(synonymLimits.phraseLength + 1);
    const { value, problems } = parse({ many: words, odd: ['fine', long, 'fine'] });
    expect(value).toEqual({ many: words.slice(0, synonymLimits.meanings), odd: ['fine'] });
    expect(problems).toEqual([
      `"many": only its first ${synonymLimits.meanings} words are used.`,
      `"odd": "${long}" left out, longer than ${synonymLimits.phraseLength} letters.`,
    ]);
  });

  it('reads no more entries than the site uses, and a phrase named like an object key as a phrase', () => {
    const fields = Object.fromEntries(
      Array.from({ length: synonymLimits.entries + 1 }, (_, index) => [`word${index}`, 'other']),
    );
    const { value, problems } = parse({ ...JSON.parse('{"__proto__": "prototype"}'), ...fields });
    expect(Object.keys(value)).toHaveLength(synonymLimits.entries);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value['__proto__']).toEqual(['prototype']);
    expect(problems).toEqual([
      `"word${synonymLimits.entries - 1}": skipped, past the ${synonymLimits.entries} synonyms the site reads.`,
      `"word${synonymLimits.entries}": skipped, past the ${synonymLimits.entries} synonyms the site reads.`,
    ]);
  });

  it('reads its own published value back unchanged, as the browser does', () => {
    const { value } = parse({ typhoid: 'widal, enteric', জন্ডিস: 'bilirubin' });
    expect(parse(JSON.parse(JSON.stringify(value)) as Record<string, unknown>)).toEqual({
      value,
      problems: [],
    });
  });
});

describe('the glossary phrases staff type in SiteSettings/glossary', () => {
  const { parse: parseGlossary, forVisitors } = settingsSections.glossary;

  it('reads each field as an English phrase and its value as the Bengali', () => {
    expect(
      parseGlossary({
        '  Report in  3 working days ': ' ৩ কাজের দিনে রিপোর্ট ',
        'Bring your old reports': 'পুরনো রিপোর্ট সঙ্গে আনুন',
      }),
    ).toEqual({
      value: [
        { en: 'Report in 3 working days', bn: '৩ কাজের দিনে রিপোর্ট' },
        { en: 'Bring your old reports', bn: 'পুরনো রিপোর্ট সঙ্গে আনুন' },
      ],
      problems: [],
    });
    expect(forVisitors).toBe(false);
  });

  it('skips an entry it cannot use and says why, keeping the rest', () => {
    const long = 'a'.repeat(glossaryLimits.phraseLength + 1);
    expect(
      parseGlossary({
        'Same day report': 'Same day',
        'Fasting 12 hours': 12,
        '১২ ঘণ্টা': '১২ ঘণ্টা খালি পেটে',
        [long]: 'অনেক লম্বা',
        'Urine in the morning': 'সকালের প্রস্রাব',
      }),
    ).toEqual({
      value: [{ en: 'Urine in the morning', bn: 'সকালের প্রস্রাব' }],
      problems: [
        '"Same day report": skipped, its value must be the phrase in Bengali, as text.',
        '"Fasting 12 hours": skipped, its value must be the phrase in Bengali, as text.',
        '"১২ ঘণ্টা": skipped, the field\'s name must be the English phrase.',
        `"${long}": skipped, longer than ${glossaryLimits.phraseLength} letters.`,
      ],
    });
    expect(parseGlossary('not a document')).toEqual({ value: [], problems: [] });
  });
});

describe('the sections', () => {
  it('are known by the id of their document, and nothing else is', () => {
    expect(isSettingsSection('synonyms')).toBe(true);
    expect(isSettingsSection('glossary')).toBe(true);
    expect(isSettingsSection('glosary')).toBe(false);
    expect(isSettingsSection('toString')).toBe(false);
  });
});
