import { describe, expect, it } from 'vitest';
import { site } from '../../../../src/shared/site';
import { bengaliShared } from '../../../../src/i18n/bn';

const BENGALI = /[\u0980-\u09ff]/;

/** The Bengali site facts (bn/site.ts), beside the English ones of src/shared/site.ts. */
describe('the Bengali catalogue', () => {
  it('has the Bengali site facts for every word fact, and keeps the numbers', () => {
    const facts = bengaliShared.site;
    expect(Object.keys(facts.address).sort()).toEqual(Object.keys(site.address).sort());
    expect(Object.keys(facts.corporateAddress).sort()).toEqual(
      Object.keys(site.corporateAddress).sort(),
    );
    expect(facts.address.postalCode).toBe(site.address.postalCode);
    expect(facts.corporateAddress.postalCode).toBe(site.corporateAddress.postalCode);
    expect(facts.videoTitles).toHaveLength(site.videos.length);
    for (const text of [facts.brandTagline, facts.town, facts.developerCreditName]) {
      expect(text).toMatch(BENGALI);
    }
  });
});
