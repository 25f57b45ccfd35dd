import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import { listParsers } from '../../../src/shared/parsers/list-parsers';
import { parseDoctor } from '../../../src/shared/parsers/doctor';
import type { ListedTest } from '../../../src/shared/types';
import { inLanguage, typedLanguage } from '../../../src/i18n/catalogue-text';
import { withGlossaryTwins } from '../../../src/shared/parsers/glossary-twins';

const bengaliLetter = /[\u0980-\u09ff]/;
const latinLetter = /[A-Za-z]/;

describe('catalogue text in the reader’s language', () => {
  const test: ListedTest = {
    id: 'x',
    name: 'Sweat Chloride',
    pti: '8-10 hours fasting required; water is allowed',
    delivery: 'Ready by the counter',
    name_bn: 'ঘামে ক্লোরাইড',
  };

  it('shows staff’s twin, else the glossary’s wording, else the English marked as English', () => {
    const parsed = withGlossaryTwins(test) ?? test;
    const shown = inLanguage(parsed, 'bn');
    expect(shown.name).toBe('ঘামে ক্লোরাইড');
    expect(shown.pti).toBe('৮-১০ ঘণ্টা খালি পেটে আসুন; জল খাওয়া যাবে');
    expect(shown.delivery).toBe('Ready by the counter');
    expect(typedLanguage(parsed, 'name', 'bn')).toBeUndefined();
    expect(typedLanguage(parsed, 'pti', 'bn')).toBeUndefined();
    expect(typedLanguage(parsed, 'delivery', 'bn')).toBe('en');
  });

  it('leaves the English page as staff typed it', () => {
    expect(inLanguage(test, 'en')).toBe(test);
    expect(typedLanguage(test, 'delivery', 'en')).toBeUndefined();
  });

  it('never puts the glossary over staff’s own Bengali', () => {
    const typed = { ...test, delivery: 'Same day', delivery_bn: 'সেদিনই বিকেলে' };
    expect(inLanguage(withGlossaryTwins(typed) ?? typed, 'bn').delivery).toBe('সেদিনই বিকেলে');
  });
});

describe('every demo card on a Bengali page', () => {
  const lists = [
    'Labtest',
    'Radiology',
    'Cardiology',
    'Neurology',
    'GeneralPackage',
    'AlcoholImpactPackage',
    'DiabeticPackage',
  ] as const;

  it.each(lists)('%s: shows its name, preparation and report time in Bengali', async (list) => {
    const documents = await demoCatalogue[list]();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const item = listParsers[list](document) as ListedTest | null;
      if (item === null) continue;
      const shown = inLanguage(item, 'bn');
      for (const field of ['name', 'pti', 'delivery'] as const) {
        expect(shown[field], `${document.id}: ${field}`).toMatch(bengaliLetter);
        expect(typedLanguage(item, field, 'bn'), `${document.id}: ${field}`).toBeUndefined();
      }
      // The preparation and report time hold no English word, codes and all.
      for (const field of ['pti', 'delivery'] as const) {
        expect(
          shown[field].replace(/HPLC|PCPNDT|ECG|WhatsApp/g, ''),
          `${document.id}: ${field}`,
        ).not.toMatch(latinLetter);
      }
    }
  });

  it('doctors: name, designations and degree in Bengali, the registration number as typed', async () => {
    for (const document of await demoCatalogue.AllDoctor()) {
      const doctor = parseDoctor(document);
      if (doctor === null) continue;
      const shown = inLanguage(doctor, 'bn');
      for (const field of ['name', 'des', 'degree', 'des2', 'text'] as const) {
        expect(shown[field], `${document.id}: ${field}`).toMatch(/^[\u0980-\u09ff]/);
      }
      expect(shown.reg).toBe(doctor.reg);
    }
  });
});
