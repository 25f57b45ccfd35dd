/**
 * Close matches: what a forgiving search finds after the spec's exact ones (src/shared/name-search.ts).
 * Loaded once the page is idle or a search begins, not with the page: the word index, the
 * synonyms and the typo distance are only needed for a search that finds less than it should.
 * Its first index asks for the site's settings, whose synonyms staff add to the built-in ones.
 */
import { foldForSearch } from '../../shared/fold-for-search';
import { askForStaffSynonyms, closeMatchWords, currentSynonymLookup } from './synonym-lookup';

export { closeMatchWords };
export { rankMatches, searchList } from './rank-matches';

interface IndexEntry<T> {
  item: T;
  /** Each searched text's words run together, so "vitamind" and "hba1c" find them too. */
  compact: string;
  /** The item's words, as positions in the index's vocabulary. */
  words: readonly number[];
}

export interface CloseIndex<T> {
  /** Indexes the next `count` items' words; true once every item is indexed. */
  indexMore(count: number): boolean;
  /**
   * The items a forgiving search finds for `query` beyond `exact` (the spec's matches): items
   * whose words the query's words begin, allowing for punctuation and spacing ("vit d",
   * "Vitamin-D"), a typo or two in a longer word ("lipd profile"), a "Dr" before a name, and the
   * common other names of a test or speciality, in English and Bengali (search-synonyms.ts, and
   * staff's own from the site's settings); closest first, equally close ones in the list's order.
   */
  closeMatches(query: string, exact: ReadonlySet<T>): readonly T[];
}

/**
 * Indexes every item's words once, a slice at a time as the page asks (while the browser is idle)
 * or all at once for a search: a keystroke then compares the query with the list's distinct
 * words, not with 2,500 names. `alsoSearched` gives texts (a doctor's speciality and degree) that
 * only close matches read: the spec's search is by name.
 */
export function closeIndex<T extends { name: string; name_bn?: string }>(
  items: readonly T[],
  alsoSearched?: (item: T) => readonly string[],
): CloseIndex<T> {
  askForStaffSynonyms();
  const vocabulary: string[] = [];
  const wordIds = new Map<string, number>();
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      wordIds.set(word, id);
    }
    return id;
  };
  const entryOf = (item: T): IndexEntry<T> => {
    const texts = [item.name, item.name_bn ?? '', ...(alsoSearched?.(item) ?? [])];
    const textWords = texts.map(closeMatchWords);
    return {
      item,
      compact: textWords.map((words) => words.join('')).join('\n'),
      words: [...new Set(textWords.flat().map(idOf))],
    };
  };
  const entries: IndexEntry<T>[] = [];
  const indexMore = (count: number) => {
    const end = Math.min(items.length, entries.length + count);
    for (let next = entries.length; next < end; next += 1) {
      const item = items[next];
      if (item !== undefined) entries.push(entryOf(item));
    }
    return entries.length === items.length;
  };
  return {
    indexMore,
    closeMatches: (query, exact) => {
      if (foldForSearch(query.trim()) === '') return noItems;
      indexMore(items.length);
      const close = closeQuery(query, vocabulary);
      if (close === null) return noItems;
      const found: { item: T; cost: number }[] = [];
      for (const entry of entries) {
        if (exact.has(entry.item)) continue;
        const cost = close(entry);
        if (cost !== null) found.push({ item: entry.item, cost });
      }
      // A word as typed, or through a synonym, says what was meant: typos are forgiven only
      // when nothing is found without them ("cardiologist" is not "radiologist").
      const asTyped = exact.size > 0 || found.some(({ cost }) => cost === 0);
      // Stable: equally close items keep the list's order.
      return found
        .filter(({ cost }) => !asTyped || cost === 0)
        .sort((a, b) => a.cost - b.cost)
        .map(({ item }) => item);
    },
  };
}

const noItems: readonly never[] = [];

/** "Dr", "Dr." and the Bengali "ডাঃ" before a name: not every name has one. */
const titles = new Set(['dr', 'ডা', 'ডাঃ']);

/**
 * How a word of the query may match a word of a name. `typed` (the visitor's own word, perhaps
 * half typed): it begins the word, or is within a typo or two of it. `listed` (a synonym): a
 * short one is the whole word ("hb" is not "hbsag"), a longer one begins it ("cardiolog").
 */
type WordRule = 'typed' | 'listed';

interface Alternative {
  words: readonly string[];
  rule: WordRule;
}

/** What each word of the query must find in an item: one of these alternatives. */
function requirementsOf(words: readonly string[]): Alternative[][] {
  const { byPhrase: synonymsByPhrase, longestPhrase } = currentSynonymLookup();
  const requirements: Alternative[][] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(longestPhrase, words.length - start);
    let synonyms: readonly (readonly string[])[] | undefined;
    for (; length > 1; length--) {
      synonyms = synonymsByPhrase.get(words.slice(start, start + length).join(' '));
      if (synonyms !== undefined) break;
    }
    synonyms ??= synonymsByPhrase.get(words[start] ?? '');
    const phrase = words.slice(start, start + length);
    requirements.push([
      { words: phrase, rule: 'typed' },
      ...(synonyms ?? []).map((synonym) => ({ words: synonym, rule: 'listed' as const })),
    ]);
    start += length;
  }
  return requirements;
}

/**
 * The query as a test of one item, giving how far the item is from it (0 for a word that
 * matches as typed or through a synonym, the number of typos otherwise), or null when it is not
 * a close match. The query's words are compared with the index's vocabulary once here; the test
 * of each item then only looks up its words.
 */
function closeQuery(
  query: string,
  vocabulary: readonly string[],
): ((entry: IndexEntry<unknown>) => number | null) | null {
  let words = closeMatchWords(query);
  if (words.length > 1 && titles.has(words[0] ?? '')) words = words.slice(1);
  const compactQuery = words.join('');
  if (compactQuery.length < 2) return null;

  const costsByWord = new Map<string, Map<number, number>>();
  const costsOf = (word: string, rule: WordRule) => {
    const memoKey = `${rule} ${word}`;
    let costs = costsByWord.get(memoKey);
    if (costs === undefined) {
      costs = wordCosts(word, rule, vocabulary);
      costsByWord.set(memoKey, costs);
    }
    return costs;
  };
  const requirements = requirementsOf(words).map((alternatives) =>
    alternatives.map(({ words: alternativeWords, rule }) =>
      alternativeWords.map((word) => costsOf(word, rule)),
    ),
  );

  return (entry) => {
    if (compactQuery.length >= 3 && entry.compact.includes(compactQuery)) return 0;
    let total = 0;
    for (const alternatives of requirements) {
      let best = Infinity;
      for (const alternative of alternatives) {
        best = Math.min(best, alternativeCost(alternative, entry.words));
      }
      if (best === Infinity) return null;
      total += best;
    }
    return total;
  };
}

/** The cost of an alternative's words all being in an item's words: the sum of the closest. */
function alternativeCost(
  wordCosts: readonly Map<number, number>[],
  itemWords: readonly number[],
): number {
  let total = 0;
  for (const costs of wordCosts) {
    let best = Infinity;
    for (const id of itemWords) best = Math.min(best, costs.get(id) ?? Infinity);
    if (best === Infinity) return Infinity;
    total += best;
  }
  return total;
}

/** Short words would find everything with a typo allowed: only words of 4 letters or more may have one. */
const MIN_TYPO_LENGTH = 4;
/** From this length on, two typos, as "cholestrol" or "haemoglobn" often have. */
const TWO_TYPOS_LENGTH = 8;
/** From this length on, a word still being typed may have a typo ("cholestr"). */
const HALF_TYPED_TYPO_LENGTH = 5;
const latinWord = /^[a-z]+$/;

/** Which words of the vocabulary a word of the query matches, and at what cost. */
function wordCosts(word: string, rule: WordRule, vocabulary: readonly string[]) {
  const costs = new Map<number, number>();
  const wholeWordOnly = rule === 'listed' && word.length < MIN_TYPO_LENGTH;
  const typos =
    rule === 'typed' && word.length >= MIN_TYPO_LENGTH && latinWord.test(word)
      ? word.length >= TWO_TYPOS_LENGTH
        ? 2
        : 1
      : 0;
  vocabulary.forEach((candidate, id) => {
    if (wholeWordOnly ? candidate === word : candidate.startsWith(word)) costs.set(id, 0);
    else if (typos > 0) {
      const distance = typoDistance(word, candidate, typos);
      if (distance !== null) costs.set(id, distance);
    }
  });
  return costs;
}

/** The fewest typos that turn `typed` into `candidate` or, for a longer word, into its beginning. */
function typoDistance(typed: string, candidate: string, most: number): number | null {
  let best = editDistance(typed, candidate, most);
  if (typed.length >= HALF_TYPED_TYPO_LENGTH && candidate.length > typed.length) {
    for (const length of [typed.length, typed.length + 1]) {
      const distance = editDistance(typed, candidate.slice(0, length), most);
      if (distance !== null && (best === null || distance < best)) best = distance;
    }
  }
  return best;
}

/**
 * Insertions, deletions, substitutions and swaps of two neighbouring letters ("thyriod") between
 * two words, or null when more than `most`: rows stop as soon as none can come back under it.
 */
export function editDistance(a: string, b: string, most: number): number | null {
  if (Math.abs(a.length - b.length) > most) return null;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let distance = Math.min(
        (previous[j] ?? Infinity) + 1,
        (row[j - 1] ?? Infinity) + 1,
        (previous[j - 1] ?? Infinity) + (same ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, (beforePrevious[j - 2] ?? Infinity) + 1);
      }
      row.push(distance);
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > most) return null;
    beforePrevious = previous;
    previous = row;
  }
  const distance = previous[b.length] ?? Infinity;
  return distance <= most ? distance : null;
}
