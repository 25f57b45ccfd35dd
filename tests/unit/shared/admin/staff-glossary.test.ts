// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  glossaryFromSettings,
  staffGlossaryProblems,
} from '../../../../src/shared/admin/staff-glossary';
import { translatePhrase } from '../../../../src/shared/glossary';
import { settingsSections } from '../../../../src/shared/parsers/site-settings';

/** Staff's glossary phrases as a list is published with them: merged with the built-in ones. */
describe("staff's glossary phrases", () => {
  it('translate what staff type, numbers carried over, beside the built-in phrases', () => {
    const glossary = glossaryFromSettings({
      'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট',
    });
    expect(translatePhrase('Report in 5 working days', glossary)).toBe('৫ কাজের দিনে রিপোর্ট');
    expect(translatePhrase('Same day', glossary)).toBe('একই দিনে');
    expect(translatePhrase('Report in 5 working days', glossaryFromSettings(undefined))).toBeNull();
  });

  it('win over a built-in phrase of the same English', () => {
    const glossary = glossaryFromSettings({ 'Same day': 'সেদিনই' });
    expect(translatePhrase('Same day', glossary)).toBe('সেদিনই');
  });

  it("are skipped, with the glossary's reason, when their numbers or times do not match", () => {
    const fields = {
      'Sample at 8 AM': 'সকালে নমুনা দিন',
      'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট',
    };
    const { value } = settingsSections.glossary.parse(fields);
    const problems = staffGlossaryProblems(value);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"Sample at 8 AM": skipped, .+\.$/);
    expect(translatePhrase('Sample at 9 AM', glossaryFromSettings(fields))).toBeNull();
  });
});
