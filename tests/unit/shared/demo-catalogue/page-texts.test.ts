import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue';
import { demoPageTexts } from '../../../../src/shared/demo-catalogue/page-texts';
import { demoSiteSettings } from '../../../../src/shared/demo-catalogue/site-settings';
import type { ReadableCollection } from '../../../../src/shared/collections';

const words = (text: unknown) =>
  String(text ?? '')
    .split(/\s+/)
    .filter(Boolean).length;
const pageWords = (texts: Record<string, unknown>, suffix: '' | '_bn') =>
  words(texts[`about${suffix}`]) + words(texts[`why${suffix}`]) + words(texts[`who${suffix}`]);

describe('the demo’s texts for the tests’ own pages', () => {
  const written = Object.entries(demoPageTexts).flatMap(([collection, byId]) =>
    Object.entries(byId)
      .filter(([, texts]) => 'about' in texts)
      .map(([id, texts]) => ({ collection, id, texts })),
  );

  it('explain the 25 tests people look for most, in both languages, at a page’s length', () => {
    expect(written).toHaveLength(25);
    for (const { id, texts } of written) {
      expect(pageWords(texts, ''), id).toBeGreaterThanOrEqual(80);
      expect(pageWords(texts, ''), id).toBeLessThanOrEqual(150);
      // The Bengali page gives a Bengali reader the same answer, so it holds as many words.
      expect(pageWords(texts, '_bn'), id).toBeGreaterThanOrEqual(80);
      expect(pageWords(texts, '_bn'), id).toBeLessThanOrEqual(150);
    }
  });

  it('name no dose', () => {
    for (const { id, texts } of written) {
      expect(JSON.stringify(texts), id).not.toMatch(/\d\s*(mg|mcg|µg|iu|units?|ml)\b/i);
    }
  });

  it('belong to demo tests, link only demo tests, and are reviewed by a demo doctor', async () => {
    // A demo doctor, or the pathologist in charge, whom the demo settings name.
    const doctors = new Set([
      ...(await demoCatalogue.AllDoctor()).map(({ id }) => id),
      ...(demoSiteSettings.some(({ id, data }) => id === 'credentials' && data.pathologist)
        ? ['pathologist']
        : []),
    ]);
    for (const [collection, byId] of Object.entries(demoPageTexts)) {
      const ids = new Set(
        (await demoCatalogue[collection as ReadableCollection]()).map(({ id }) => id),
      );
      for (const [id, texts] of Object.entries(byId)) {
        expect(ids.has(id), id).toBe(true);
        for (const included of (texts.includes as string[] | undefined) ?? []) {
          expect(ids.has(included), `${id} includes ${included}`).toBe(true);
        }
        if ('about' in texts) expect(doctors.has(String(texts.reviewedBy)), id).toBe(true);
      }
    }
  });
});
