import { describe, expect, it } from 'vitest';
import {
  bengaliTime,
  compileGlossary,
  mergeGlossary,
  parseGlossaryEntries,
  standardGlossary,
  translatePhrase,
} from '../../../src/shared/glossary';

const glossary = compileGlossary(standardGlossary);
const translate = (text: string) => translatePhrase(text, glossary);

describe('the glossary of phrases staff type', () => {
  it('ships at least forty standard phrases, every one usable', () => {
    expect(standardGlossary.length).toBeGreaterThanOrEqual(40);
    expect(parseGlossaryEntries(standardGlossary).problems).toEqual([]);
  });

  it('matches whatever the case, spaces and punctuation', () => {
    expect(translate('No special preparation')).toBe('কোনো বিশেষ প্রস্তুতি লাগে না');
    expect(translate('  no SPECIAL   preparation. ')).toBe('কোনো বিশেষ প্রস্তুতি লাগে না');
    expect(translate('Same-day')).toBe('একই দিনে');
    expect(translate('NEXT DAY!')).toBe('পরের দিন');
  });

  it('carries the typed numbers into the Bengali, in Bengali digits', () => {
    expect(translate('10-12 hours fasting')).toBe('১০-১২ ঘণ্টা খালি পেটে');
    expect(translate('8-10 hours fasting')).toBe('৮-১০ ঘণ্টা খালি পেটে');
    expect(translate('Within 6 hours')).toBe('৬ ঘণ্টার মধ্যে');
    expect(translate('2.5 hours')).toBe('২.৫ ঘণ্টা');
    expect(translate('১২ hours fasting required')).toBe('১২ ঘণ্টা খালি পেটে আসুন');
  });

  it('carries clock times and weekdays, in Bengali words', () => {
    expect(translate('Every Tuesday & Saturday, 4 PM – 7 PM')).toBe(
      'প্রতি মঙ্গলবার ও শনিবার, বিকেল ৪টা – সন্ধ্যা ৭টা',
    );
    expect(translate('Every Wednesday and Friday, 11 am - 2 pm')).toBe(
      'প্রতি বুধবার ও শুক্রবার, সকাল ১১টা – দুপুর ২টা',
    );
    expect(translate('Morning sample before 9:30 AM')).toBe('সকাল ৯:৩০টার আগে নমুনা দিন');
    expect(bengaliTime(22 * 60)).toBe('রাত ১০টা');
  });

  it('translates clause by clause, and only when it knows every clause', () => {
    expect(translate('10-12 hours fasting required; water is allowed')).toBe(
      '১০-১২ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে',
    );
    expect(translate('10-12 hours fasting required; bring a friend')).toBeNull();
  });

  it('leaves text it does not know to be shown as typed', () => {
    expect(translate('Bring a toy so the child stays calm')).toBeNull();
    expect(translate('Same day or next day')).toBeNull();
    expect(translate('')).toBeNull();
  });
});

describe('staff’s own phrases', () => {
  it('are read from the settings, a bad entry skipped and reported', () => {
    const { entries, problems } = parseGlossaryEntries([
      { en: 'Report at 5 PM', bn: 'রিপোর্ট সন্ধ্যা ৫টায়' },
      { en: 'Ready in 3 days', bn: '৩ দিনে তৈরি' },
      { en: 'Collect from the counter' },
      'Same day',
      { en: 'Within 3 days', bn: 'Within 3 days' },
      { en: 'Within 3 days', bn: '৪ দিনের মধ্যে' },
    ]);
    expect(entries).toEqual([{ en: 'Ready in 3 days', bn: '৩ দিনে তৈরি' }]);
    expect(problems.map((problem) => problem.index)).toEqual([0, 2, 3, 4, 5]);
    expect(problems[0]?.reason).toMatch(/বিকেল ৫টা.*5 PM/);
  });

  it('never throws on what is not a list', () => {
    expect(parseGlossaryEntries(undefined)).toEqual({ entries: [], problems: [] });
    expect(parseGlossaryEntries({ en: 'x' }).problems).toHaveLength(1);
  });

  it('are added to the standard ones, staff’s wording winning', () => {
    const merged = compileGlossary(
      mergeGlossary(standardGlossary, [
        { en: 'Ready in 3 days', bn: '৩ দিনে তৈরি' },
        { en: 'Same day', bn: 'সেদিনই' },
      ]),
    );
    expect(translatePhrase('ready in 5 days', merged)).toBe('৫ দিনে তৈরি');
    expect(translatePhrase('Same day', merged)).toBe('সেদিনই');
  });
});
