import { foldForSearch } from '../../shared/fold-for-search';
import { searchSynonyms } from '../../shared/search-synonyms';

const words = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');

const containsPhrase = (name: readonly string[], phrase: readonly string[]) =>
  phrase.length > 0 &&
  name.some((_, start) => phrase.every((word, index) => name[start + index] === word));

/**
 * The other names a test goes by, for its page: the phrases of the search's synonym table
 * (src/shared/search-synonyms.ts) that mean the same test as a phrase its name holds ("Complete
 * Blood Count (CBC)" is also a "haemogram"). Only the table's pure synonyms count: a phrase that also
 * finds related tests ("thyroid" finds T3 and TSH) names a family of tests, not this one.
 */
export function otherNamesOf(name: string): string[] {
  const nameWords = words(name);
  const others = searchSynonyms.flatMap(({ typed, find }) =>
    find === undefined && typed.some((phrase) => containsPhrase(nameWords, words(phrase)))
      ? typed.filter((phrase) => !containsPhrase(nameWords, words(phrase)))
      : [],
  );
  return [...new Set(others)];
}
