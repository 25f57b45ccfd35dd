import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { itemPaths, SEARCH_QUERY_PARAM } from '../../../src/shared/routes';
import { demoSearchLists } from '../demo-search-lists';
import { bengaliRows, englishRows, type RelevanceRow } from '../relevance-table';

/**
 * A sample of the relevance table (../relevance-table.ts, whole in the unit tests) searched on the
 * built site, as a visitor searches: every fifth row in each language, on the row's own list page,
 * where the first card must be the item the row names.
 */

const EVERY = 5;

export interface SampledSearch {
  /** The list page with the search in its address, as the home page's search opens it. */
  path: string;
  query: string;
  /** The first card's title, in the page's language. */
  title: string;
  /** How the addresses of the list's own item pages begin, as its cards link to them. */
  itemPages: string;
}

function sampled(rows: readonly RelevanceRow[], language: 'en' | 'bn'): SampledSearch[] {
  const lists = demoSearchLists(language);
  return rows
    .filter((_, index) => index % EVERY === 0)
    .map(({ query, list, id }) => {
      const item = lists.find((searched) => searched.list === list)?.items.find((i) => i.id === id);
      if (item === undefined) throw new Error(`The demo catalogue has no ${list}/${id}`);
      const search = new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString();
      const prefix = language === 'bn' ? '/bn' : '';
      return {
        path: `${prefix}${itemPaths[list].list}?${search}`,
        itemPages: `${prefix}${itemPaths[list].item.replace(':slug', '')}`,
        query,
        title: language === 'bn' && item.name_bn ? item.name_bn : item.name,
      };
    });
}

export const relevanceSample: readonly SampledSearch[] = [
  ...sampled(englishRows, 'en'),
  ...sampled(bengaliRows, 'bn'),
];

/** Opens the search and waits for its first card, which must carry the expected title. */
export async function expectFirstCard(page: Page, { path, title, itemPages }: SampledSearch) {
  await page.goto(path);
  // A card links to its item's own page (a service's heading elsewhere on the page does not): the
  // first is the first match, or the first close match when nothing matched as typed.
  const firstCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href^="${itemPages}"]`) })
    .first();
  await expect(firstCard.getByRole('heading')).toHaveText(title);
}

/** The sample's tests, one a search, for the suite of the build that calls it. */
export function testRelevanceSample() {
  test.describe('best match first, on the built site', () => {
    for (const search of relevanceSample) {
      test(`"${search.query}" shows ${search.title} first`, async ({ page }) => {
        await expectFirstCard(page, search);
      });
    }
  });
}
