import { describe, expect, it } from 'vitest';
import { keptSearches, SEARCH_MAX_LENGTH } from '../../../src/shared/field-insights';

/**
 * What the field data may keep of a visitor's searches: src/shared/field-insights.ts, run by the
 * browser before sending and by the function on arrival.
 */
describe('the searches a beacon keeps', () => {
  it('keeps what a visitor looks for, in either language, with a few digits', () => {
    expect(keptSearches(['lipid profile', 'থাইরয়েড', 'vitamin b12', 'hba1c 2024'])).toEqual([
      'lipid profile',
      'থাইরয়েড',
      'vitamin b12',
      'hba1c 2024',
    ]);
  });

  it('drops six digits or more in any script or form: plain, superscript, fullwidth, Bengali, circled, split up', () => {
    expect(
      keptSearches([
        '9876543210',
        'call ⁹⁸⁷⁶⁵⁴³²¹⁰',
        '９８７６５４',
        '৯৮৭৬৫৪৩২১০',
        '①②③④⑤⑥',
        '98 76 5x',
        'b12 d3 k2 e1 a4 c5',
      ]),
    ).toEqual(['98 76 5x']);
  });

  it('drops an @ in any form, and control or format characters that could hide text or drive a terminal', () => {
    expect(
      keptSearches([
        'name@gmail.com hiv report',
        'name＠gmail',
        '\u001b]8;;https://example.com\u0007click\u001b]8;;\u0007',
        'two\nlines',
        'zero\u200bwidth',
        'right\u202eleft',
        'cbc',
      ]),
    ).toEqual(['cbc']);
  });

  it('cuts each to its length and keeps each once', () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 10);
    expect(keptSearches([long, long, 'cbc', 'cbc'])).toEqual([
      'a'.repeat(SEARCH_MAX_LENGTH),
      'cbc',
    ]);
  });
});
