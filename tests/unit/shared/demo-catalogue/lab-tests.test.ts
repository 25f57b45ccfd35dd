import { describe, expect, it } from 'vitest';
import { labTestDocuments } from '../../../../src/shared/demo-catalogue/lab-tests';
import { expectConsistentPrice, text } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it('prices every lab test by the rule, including the amounts typed as text', () => {
    for (const document of labTestDocuments) {
      expect(text(document, 'pti'), document.id).not.toBe('');
      expect(text(document, 'delivery'), document.id).not.toBe('');
      expectConsistentPrice(document);
    }
  });

  it('types about 5% of lab tests with an amount as text, so the parsers meet them', () => {
    const typed = labTestDocuments.filter((document) =>
      ['mrp', 'off', 'price'].some((key) => typeof document.data[key] === 'string'),
    );
    expect(typed.length).toBeGreaterThanOrEqual(Math.floor(labTestDocuments.length * 0.03));
    expect(typed.length).toBeLessThanOrEqual(Math.ceil(labTestDocuments.length * 0.08));
  });
});
