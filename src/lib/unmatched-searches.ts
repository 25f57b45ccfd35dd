/**
 * The list searches typed on this page that found no exact match, folded, keystroke by
 * keystroke: the field beacon (./field-beacon.ts) keeps the last of each run and trims them when
 * the visitor leaves. The lists' search is the only thing that adds to it.
 */
export const unmatchedSearches: string[] = [];
