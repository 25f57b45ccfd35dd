// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildPublishedSettings,
  readPublishedSettings,
  SETTINGS_FORMAT,
  settingsBytes,
} from '../../../src/shared/published-settings';
import { staffGlossaryProblems } from '../../../src/shared/admin/staff-glossary';
import { settingsSections } from '../../../src/shared/parsers/site-settings';

/** The one published settings document: built from staff's documents, read by the browser. */
describe('the published settings', () => {
  const published = (data: Record<string, unknown>) => ({ id: 'site', data });

  it('holds every section, parsed, and reports what staff typed that the site cannot use', () => {
    const built = buildPublishedSettings([
      { id: 'synonyms', data: { typhoid: 'widal', fever: 42 } },
      { id: 'glosary', data: { anything: 'at all' } },
    ]);
    expect(JSON.parse(built.sections.synonyms)).toEqual({ typhoid: ['widal'] });
    expect(built.problems).toEqual([
      'SiteSettings/glosary: not a setting the site reads (it reads synonyms, glossary, homeCollection, credentials, notices, place); left out.',
      'SiteSettings/synonyms "fever": skipped, its value must be text ("glucose, fbs") or a list of texts.',
    ]);
    expect(built.bytes).toBe(settingsBytes(built.sections, built.problems));
  });

  it('holds a section staff have not written at its empty value', () => {
    const empty = Object.fromEntries(
      Object.entries(settingsSections).map(([id, section]) => [id, JSON.stringify(section.empty)]),
    );
    expect(empty).toMatchObject({ synonyms: '{}', glossary: '[]' });
    expect(buildPublishedSettings([])).toEqual({
      sections: empty,
      problems: [],
      bytes: settingsBytes(empty, []),
    });
  });

  it("checks staff's glossary phrases and reports the bad ones, but never publishes them to visitors", () => {
    const built = buildPublishedSettings(
      [
        {
          id: 'glossary',
          data: {
            'Report in 3 working days': '৩ কাজের দিনে রিপোর্ট',
            'Fasting 12 hours': 'Fasting 12 hours',
            'Sample at 8 AM': 'সকালে নমুনা দিন',
          },
        },
      ],
      { glossary: staffGlossaryProblems },
    );
    expect(built.sections.glossary).toBe('[]');
    expect(built.problems).toEqual([
      'SiteSettings/glossary "Fasting 12 hours": skipped, its value must be the phrase in Bengali, as text.',
      expect.stringMatching(/^SiteSettings\/glossary "Sample at 8 AM": skipped, /),
    ]);
  });

  it('lists the first problems and counts the rest, so a bad paste cannot fill the document', () => {
    const fields = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`w${index}`, 1]));
    const { problems } = buildPublishedSettings([{ id: 'synonyms', data: fields }]);
    expect(problems).toHaveLength(41);
    expect(problems.at(-1)).toBe('… and 60 more.');
  });

  it('is read back as the settings, each section parsed again at the boundary', () => {
    const { sections } = buildPublishedSettings([
      { id: 'synonyms', data: { জন্ডিস: 'bilirubin, lft' } },
    ]);
    const updatedAt = new Date('2026-11-27T10:00:00Z');
    expect(
      readPublishedSettings(published({ format: SETTINGS_FORMAT, updatedAt, sections })),
    ).toMatchObject({ synonyms: { জন্ডিস: ['bilirubin', 'lft'] }, glossary: [] });
  });

  it('gives a section it cannot read its empty value, and drops what its parser skips', () => {
    const updatedAt = new Date();
    const read = (sections: unknown) =>
      readPublishedSettings(published({ format: SETTINGS_FORMAT, updatedAt, sections }));
    expect(read({ synonyms: 'not json' })).toMatchObject({ synonyms: {}, glossary: [] });
    expect(read({ synonyms: '["an array"]' })).toMatchObject({ synonyms: {}, glossary: [] });
    expect(read(undefined)).toMatchObject({ synonyms: {}, glossary: [] });
    expect(read({ synonyms: '{"sugar":["glucose"],"bad":7}' })).toMatchObject({
      synonyms: { sugar: ['glucose'] },
      glossary: [],
    });
  });

  it('is ignored when absent or of another format', () => {
    expect(readPublishedSettings(null)).toBeNull();
    expect(readPublishedSettings(published({ format: 2, updatedAt: new Date() }))).toBeNull();
    // What a refused first publish leaves: its problems, for staff, and nothing to serve.
    expect(readPublishedSettings(published({ problems: ['too large'] }))).toBeNull();
  });
});
