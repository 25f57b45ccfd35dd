import { testRelevanceSample } from '../../support/e2e/relevance-sample';

// The relevance table's sample on the demo build: the search's first card, as a visitor sees it.
testRelevanceSample();
