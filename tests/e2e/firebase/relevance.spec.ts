import { testRelevanceSample } from '../../support/e2e/relevance-sample';

// The relevance table's sample on the Firebase-mode build, among 2,500 lab tests read from the
// published list: the search's first card, as a visitor sees it.
testRelevanceSample();
