// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itemListNames, listNames, listRegistry } from '../../../src/shared/catalogue-lists';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import { itemPaths, routes } from '../../../src/shared/routes';
import { catalogue as bnCatalogue } from '../../../src/i18n/bn/catalogue';
import { common as bnCommon } from '../../../src/i18n/bn/common';
import { catalogue as enCatalogue } from '../../../src/i18n/en/catalogue';
import { common as enCommon } from '../../../src/i18n/en/common';

const rules = readFileSync('firestore.rules', 'utf8');

/** A list is one registry entry plus what no table can hold: these fail while one is missing. */
describe.each(listNames)('the %s list', (list) => {
  const { collection } = listRegistry[list];

  it('has its block in firestore.rules', () => {
    expect(rules).toMatch(new RegExp(`match /${collection}/\\{docId\\} \\{`));
  });

  it('has demo documents, every one with a name', async () => {
    const documents = await demoCatalogue[collection]();
    expect(documents.length).toBeGreaterThan(0);
    for (const { data } of documents) expect(typeof data.name).toBe('string');
  });
});

describe.each(itemListNames)('the %s list, whose items have pages', (list) => {
  it('has its title and page texts in both languages', () => {
    for (const [common, catalogue] of [
      [enCommon, enCatalogue],
      [bnCommon, bnCatalogue],
    ] as const) {
      expect((common.listTitles as Record<string, string>)[list]).toMatch(/\S/);
      expect((catalogue as Record<string, { description?: string }>)[list]?.description).toMatch(
        /\S/,
      );
    }
  });

  it('draws its matches on other lists’ searches as cards only if it is a list of tests', () => {
    const { pages, card } = listRegistry[list];
    if ('cardsElsewhere' in pages) expect(card).toBe('pricedTest');
    else expect(['labTests', 'doctors']).toContain(list);
  });

  it('has a list route and an item route in the route table', () => {
    const ofList = Object.values(routes).filter((route) => 'list' in route && route.list === list);
    expect(
      ofList.filter((route) => 'prerender' in route && route.prerender === 'items'),
    ).toHaveLength(1);
    expect(ofList.length).toBeGreaterThanOrEqual(2);
    expect(itemPaths[list].list).toMatch(/^\//);
  });
});
