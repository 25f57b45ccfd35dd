/**
 * The words close matching compares, and the synonyms it looks a query's phrases up in: the
 * built-in table (src/shared/search-synonyms.ts) with staff's own from the site's settings, asked
 * for once per visit when the first close-match index is made.
 */
import type { StaffSynonyms } from '../../shared/parsers/site-settings';
import { foldForSearch } from '../../shared/fold-for-search';
import { searchSynonyms } from '../../shared/search-synonyms';

/** Letters of any script with their marks (Bengali vowel signs) and digits make words. */
const wordSeparators = /[^\p{L}\p{M}\p{N}]+/u;
/** Zero-width joiners change how Bengali is drawn, not what it says. */
const zeroWidthJoiners = /[\u200c\u200d]/g;

/**
 * The words of a text for close matching: folded, split at spaces and punctuation ("Vitamin-D",
 * "25-OH"), with the British and American spellings made one ("haemoglobin", "hemoglobin";
 * "paediatric", "pediatric"; "oestradiol", "estradiol").
 */
export function closeMatchWords(text: string): string[] {
  return foldForSearch(text)
    .replace(zeroWidthJoiners, '')
    .replace(/ae|oe/g, 'e')
    .split(wordSeparators)
    .filter((word) => word !== '');
}

export interface SynonymLookup {
  /** Each phrase a visitor may type, as words, with every phrase it stands for. */
  byPhrase: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The most words of any phrase. */
  longestPhrase: number;
}

/**
 * The built-in synonym table, with staff's own synonyms added: a phrase staff give that the table
 * has also finds what they say it means, and a new one finds itself and what it means.
 */
function synonymLookupOf(staff: StaffSynonyms): SynonymLookup {
  const byPhrase = new Map<string, readonly (readonly string[])[]>();
  for (const { typed, find = [] } of searchSynonyms) {
    const alternatives = [...typed, ...find].map(closeMatchWords);
    for (const phrase of typed) byPhrase.set(closeMatchWords(phrase).join(' '), alternatives);
  }
  for (const [typed, means] of Object.entries(staff)) {
    const words = closeMatchWords(typed);
    if (words.length === 0) continue;
    const key = words.join(' ');
    const meant = means.map(closeMatchWords).filter((meaning) => meaning.length > 0);
    byPhrase.set(key, [...(byPhrase.get(key) ?? [words]), ...meant]);
  }
  const longestPhrase = Math.max(...[...byPhrase.keys()].map((phrase) => phrase.split(' ').length));
  return { byPhrase, longestPhrase };
}

let synonymLookup = synonymLookupOf({});

/** The synonyms a query is looked up in now: the built-in table, with staff's once they arrive. */
export const currentSynonymLookup = (): SynonymLookup => synonymLookup;
let askedForStaffSynonyms = false;

/**
 * Reads the site's settings, once per visit, from a chunk of their own: the close matching is
 * itself loaded once the page is idle or a search begins. Until they arrive, and if they never
 * do, queries are looked up in the built-in table alone.
 */
export function askForStaffSynonyms(): void {
  if (askedForStaffSynonyms) return;
  askedForStaffSynonyms = true;
  void import('../../data/site-settings')
    .then(({ requestSiteSettings }) => requestSiteSettings())
    .then(
      (settings) => {
        if (settings === null) askedForStaffSynonyms = false;
        else synonymLookup = synonymLookupOf(settings.synonyms);
      },
      () => {
        askedForStaffSynonyms = false;
      },
    );
}
