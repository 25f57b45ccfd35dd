import { test } from '../../support/e2e/fixtures';
import { expectFirstCard, relevanceSample } from '../../support/e2e/relevance-sample';

// The relevance table's sample on the demo build: the search's first card, as a visitor sees it.
test.describe('best match first, on the built site', () => {
  for (const search of relevanceSample) {
    test(`"${search.query}" shows ${search.title} first`, async ({ page }) => {
      await expectFirstCard(page, search);
    });
  }
});
