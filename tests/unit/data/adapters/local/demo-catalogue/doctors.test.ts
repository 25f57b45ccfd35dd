import { describe, expect, it } from 'vitest';
import { doctorDocuments } from '../../../../../../src/data/adapters/local/demo-catalogue/doctors';
import { amount, englishKeys, text } from '../../../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it('gives every doctor every field', () => {
    const keys = [
      'name',
      'img',
      'des',
      'degree',
      'reg',
      'des2',
      'date',
      'upcoming',
      'fees',
      'link',
      'text',
    ];
    for (const document of doctorDocuments) {
      expect(englishKeys(document, ['name', 'des', 'text']), document.id).toEqual([...keys].sort());
      expect(text(document, 'name'), document.id).toMatch(/^Dr\. /);
      expect(amount(document.data.fees), document.id).toBeGreaterThan(0);
    }
  });
});
