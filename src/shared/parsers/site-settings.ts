/**
 * The site's small settings, as staff type them in the console: one document per section in
 * `SiteSettings`, named after its section (`SiteSettings/synonyms`). Each section has one lenient
 * parser, used twice: by the Cloud Function on staff's document, when it publishes, and by the
 * browser on what was published, at the boundary. A parser never throws: an entry it cannot use
 * is skipped, and said in words staff can act on.
 *
 * A new section is one entry in `settingsSections`, with its parser and the value it stands at
 * when staff have written nothing; the published document, the function and the browser's data
 * module follow from the table.
 */

import {
  noHomeCollectionTerms,
  parseHomeCollection,
  type HomeCollectionTerms,
} from './settings/home-collection';
import { noCredentials, parseCredentials, type CentreCredentials } from './settings/credentials';
import { noNotices, parseNotices, type SiteNotices } from './settings/notices';
import { parsePopular, type PopularItem } from './settings/popular';
import { noPlace, parsePlace, type CentrePlace } from './settings/place';

export interface ParsedSection<T> {
  value: T;
  /** What was skipped, and why, one line each, naming the entry as staff typed it. */
  problems: string[];
}

export interface SettingsSection<T> {
  /** The section's value when staff have written nothing: the site works as it always did. */
  empty: T;
  /**
   * False for a section the functions use when they publish, which visitors never need: it is
   * checked and its problems reported like any other, but published at its empty value.
   */
  forVisitors?: false;
  /**
   * True for a section the functions work out from the catalogue when they publish, which staff
   * never type: a `SiteSettings` document of its name is not read, and staff are told so.
   */
  fromCatalogue?: true;
  /**
   * A document's fields (staff's, or the published value) as the section's value; anything but
   * an object is read as no entries.
   */
  parse(fields: unknown): ParsedSection<T>;
}

/**
 * Staff's own search synonyms: each field of `SiteSettings/synonyms` is a word or short phrase
 * visitors type, and its value the words that phrase also means, as a list or as one text split
 * at commas. The list search merges them with its built-in table
 * (src/shared/search-synonyms.ts).
 */
export type StaffSynonyms = Readonly<Record<string, readonly string[]>>;

/**
 * Bounds that keep one slip from weighing on every visitor: a phrase is looked up among a query's
 * words, so a long one costs every keystroke; the whole document is held to 20 KiB besides
 * (src/shared/published-settings.ts).
 */
export const synonymLimits = { phraseLength: 40, phraseWords: 4, meanings: 10, entries: 400 };

/** Commas, semicolons, line breaks and the Bengali full stop part the words a phrase means. */
const meaningSeparators = /[,;\n\u0964]+/;
const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

function parseSynonyms(fields: unknown): ParsedSection<StaffSynonyms> {
  const { phraseLength, phraseWords, meanings: mostMeanings, entries: mostEntries } = synonymLimits;
  const entries: [string, string[]][] = [];
  const problems: string[] = [];
  const given =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? fields : {};
  for (const [key, raw] of Object.entries(given)) {
    const typed = collapseSpaces(key);
    const named = `"${key}"`;
    if (entries.length === mostEntries) {
      problems.push(`${named}: skipped, past the ${mostEntries} synonyms the site reads.`);
      continue;
    }
    if (typed === '') {
      problems.push(`${named}: skipped, the word typed is empty.`);
      continue;
    }
    if (typed.length > phraseLength || typed.split(' ').length > phraseWords) {
      problems.push(
        `${named}: skipped, longer than ${phraseWords} words or ${phraseLength} letters.`,
      );
      continue;
    }
    const listed =
      typeof raw === 'string'
        ? raw.split(meaningSeparators)
        : Array.isArray(raw) && raw.every((word) => typeof word === 'string')
          ? (raw as string[])
          : null;
    if (listed === null) {
      problems.push(
        `${named}: skipped, its value must be text ("glucose, fbs") or a list of texts.`,
      );
      continue;
    }
    const meanings: string[] = [];
    for (const word of listed.map(collapseSpaces)) {
      if (word === '' || word.toLowerCase() === typed.toLowerCase()) continue;
      if (word.length > phraseLength) {
        problems.push(`${named}: "${word}" left out, longer than ${phraseLength} letters.`);
      } else if (!meanings.includes(word)) meanings.push(word);
    }
    if (meanings.length > mostMeanings) {
      problems.push(`${named}: only its first ${mostMeanings} words are used.`);
      meanings.length = mostMeanings;
    }
    if (meanings.length === 0) {
      problems.push(`${named}: skipped, it names no other word.`);
      continue;
    }
    entries.push([typed, meanings]);
  }
  // fromEntries, not assignment: a phrase such as "__proto__" stays a phrase.
  return { value: Object.fromEntries(entries), problems };
}

const synonyms: SettingsSection<StaffSynonyms> = { empty: {}, parse: parseSynonyms };

/**
 * Staff's own glossary phrases: each field of `SiteSettings/glossary` is an English phrase as
 * staff type it in the catalogue, its value the Bengali (src/shared/glossary.ts). The lists are
 * published with them merged into the built-in phrases, staff's winning; a visitor's page gets
 * the Bengali twins, never the phrases, so the section is not published to visitors. Only the
 * entry's shape is checked here; its numbers and times are checked where it is compiled
 * (src/shared/admin/staff-glossary.ts), keeping the glossary's code out of the browser.
 */
export interface StaffPhrase {
  en: string;
  bn: string;
}

export const glossaryLimits = { phraseLength: 200, entries: 300 };

const hasBengaliLetters = /[\u0980-\u09ff]/;

function parseGlossarySection(fields: unknown): ParsedSection<readonly StaffPhrase[]> {
  const { phraseLength, entries: mostEntries } = glossaryLimits;
  const entries: StaffPhrase[] = [];
  const problems: string[] = [];
  const given =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? fields : {};
  for (const [key, raw] of Object.entries(given)) {
    const english = collapseSpaces(key);
    const named = `"${key}"`;
    if (entries.length === mostEntries) {
      problems.push(`${named}: skipped, past the ${mostEntries} phrases the site reads.`);
    } else if (english === '' || !/[a-z]/i.test(english)) {
      problems.push(`${named}: skipped, the field's name must be the English phrase.`);
    } else if (typeof raw !== 'string' || !hasBengaliLetters.test(raw)) {
      problems.push(`${named}: skipped, its value must be the phrase in Bengali, as text.`);
    } else if (english.length > phraseLength || raw.trim().length > phraseLength) {
      problems.push(`${named}: skipped, longer than ${phraseLength} letters.`);
    } else {
      entries.push({ en: english, bn: collapseSpaces(raw) });
    }
  }
  return { value: entries, problems };
}

const glossary: SettingsSection<readonly StaffPhrase[]> = {
  empty: [],
  forVisitors: false,
  parse: parseGlossarySection,
};

const homeCollection: SettingsSection<HomeCollectionTerms> = {
  empty: noHomeCollectionTerms,
  parse: parseHomeCollection,
};

const credentials: SettingsSection<CentreCredentials> = {
  empty: noCredentials,
  parse: parseCredentials,
};

const notices: SettingsSection<SiteNotices> = { empty: noNotices, parse: parseNotices };
/** The tests and packages the home page offers at once, from the ranks staff give items. */
const popular: SettingsSection<readonly PopularItem[]> = {
  empty: [],
  fromCatalogue: true,
  parse: parsePopular,
};
const place: SettingsSection<CentrePlace> = { empty: noPlace, parse: parsePlace };

/** Every section of the site's settings, by the id of its document in `SiteSettings`. */
export const settingsSections = {
  synonyms,
  glossary,
  homeCollection,
  credentials,
  notices,
  popular,
  place,
} satisfies Record<string, SettingsSection<unknown>>;

export type SettingsSectionName = keyof typeof settingsSections;

/** The site's settings, every section at its value (its empty one when staff wrote nothing). */
export type SiteSettings = {
  [Name in SettingsSectionName]: (typeof settingsSections)[Name]['empty'];
};

export const isSettingsSection = (id: string): id is SettingsSectionName =>
  Object.hasOwn(settingsSections, id);
