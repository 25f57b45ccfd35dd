/**
 * The phrases staff type most into the catalogue (how to prepare, when the report comes, the
 * sample, days and times), in English and Bengali, so a Bengali reader sees Bengali where a
 * document has no `_bn` twin.
 *
 * An entry is an example pair as staff would write it: `10-12 hours fasting` and
 * `১০-১২ ঘণ্টা খালি পেটে`. Its numbers, clock times (`10 AM`) and weekdays are placeholders:
 * typed text with other numbers, times or days matches the same entry, and the Bengali carries
 * them over in Bengali digits and words. Matching ignores case, spaces and punctuation. Text of
 * several clauses joined by `;` is translated clause by clause, and only when every clause is
 * known: a half-Bengali line would read worse than the English one.
 */

import { BENGALI_ZERO, bengaliDigits } from './bengali-digits';

export interface GlossaryEntry {
  en: string;
  bn: string;
}

/** A staff entry that cannot be used, and why, for the console to show. */
export interface GlossaryProblem {
  /** The entry's place in what was given, from 0. */
  index: number;
  reason: string;
}

type TokenKind = 'number' | 'time' | 'day';

interface Token {
  kind: TokenKind;
  /** Where it stands in the text. */
  start: number;
  end: number;
  typed: string;
  /** The number as typed; minutes since midnight; the weekday, 0 for Sunday. */
  value: string | number;
}

type TemplatePart = string | { slot: number };

interface CompiledEntry {
  bengali: readonly TemplatePart[];
}

/** A glossary ready for matching: each entry under its normalised English key. */
export type Glossary = ReadonlyMap<string, CompiledEntry>;

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const bengaliWeekdays = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'];

const tokenPattern = new RegExp(
  [
    // A clock time with its half of the day: 10 AM, 4:30 pm, 7.30 p.m.
    String.raw`(?<hour>\d{1,2})(?:[:.](?<minute>\d{2}))?\s*(?<half>[ap])\.?\s*m\b\.?`,
    String.raw`\b(?<day>${weekdays.join('|')})s?\b`,
    String.raw`(?<number>\d+(?:\.\d+)?)`,
  ].join('|'),
  'giu',
);

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const groups = match.groups ?? {};
    const start = match.index;
    const end = start + match[0].length;
    const typed = match[0];
    if (groups.hour !== undefined) {
      const hour = Number(groups.hour) % 12;
      const afternoon = groups.half?.toLowerCase() === 'p';
      tokens.push({
        kind: 'time',
        start,
        end,
        typed,
        value: (hour + (afternoon ? 12 : 0)) * 60 + Number(groups.minute ?? 0),
      });
    } else if (groups.day !== undefined) {
      tokens.push({
        kind: 'day',
        start,
        end,
        typed,
        value: weekdays.indexOf(groups.day.toLowerCase()),
      });
    } else {
      tokens.push({ kind: 'number', start, end, typed, value: groups.number ?? match[0] });
    }
  }
  return tokens;
}

const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The text as matching sees it: its tokens as placeholders, its words without case or marks. */
function keyOf(text: string, tokens: readonly Token[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const token of tokens) {
    parts.push(wordsOf(text.slice(at, token.start)), `{${token.kind}}`);
    at = token.end;
  }
  parts.push(wordsOf(text.slice(at)));
  return parts.filter((part) => part !== '').join(' ');
}

export { bengaliDigits };

const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));

/** Where each part of the day begins, by the hour; before 4 it is still night. */
const partsOfDay: readonly (readonly [fromHour: number, word: string])[] = [
  [4, 'ভোর'],
  [6, 'সকাল'],
  [12, 'দুপুর'],
  [15, 'বিকেল'],
  [18, 'সন্ধ্যা'],
  [20, 'রাত'],
];

/** A time of day as Bengali notices write it: সকাল ১০টা, বিকেল ৪:৩০টা, রাত ১২টা. */
export function bengaliTime(minutesSinceMidnight: number): string {
  const hour = Math.floor(minutesSinceMidnight / 60) % 24;
  const minute = minutesSinceMidnight % 60;
  const partOfDay = partsOfDay.findLast(([from]) => hour >= from)?.[1] ?? 'রাত';
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  const shown = minute === 0 ? `${clock}` : `${clock}:${String(minute).padStart(2, '0')}`;
  return `${partOfDay} ${bengaliDigits(shown)}টা`;
}

function inBengali(token: Token): string {
  if (token.kind === 'time') return bengaliTime(token.value as number);
  if (token.kind === 'day') return bengaliWeekdays[token.value as number] ?? '';
  return bengaliDigits(String(token.value));
}

/**
 * Where each token of the English example stands in the Bengali one. Times and days first, so a
 * number inside a time (the ১০ of সকাল ১০টা) is not taken for a number of its own.
 */
function templateOf(bengali: string, tokens: readonly Token[]): TemplatePart[] | string {
  const found: { start: number; end: number; slot: number }[] = [];
  const taken = (start: number, end: number) =>
    found.some((place) => start < place.end && place.start < end);
  const order = tokens
    .map((token, slot) => ({ token, slot }))
    .sort((a, b) => Number(a.token.kind === 'number') - Number(b.token.kind === 'number'));
  for (const { token, slot } of order) {
    const forms =
      token.kind === 'number'
        ? [bengaliDigits(String(token.value)), String(token.value)]
        : [inBengali(token)];
    let place: { start: number; end: number } | null = null;
    for (const form of forms) {
      for (let from = bengali.indexOf(form); from !== -1; from = bengali.indexOf(form, from + 1)) {
        const end = from + form.length;
        const digitAround =
          token.kind === 'number' &&
          (/[\d০-৯.]/.test(bengali[from - 1] ?? '') || /[\d০-৯]/.test(bengali[end] ?? ''));
        if (!digitAround && !taken(from, end)) {
          place = { start: from, end };
          break;
        }
      }
      if (place !== null) break;
    }
    if (place === null) {
      return `the Bengali lacks “${inBengali(token)}”, the English “${token.typed}”`;
    }
    found.push({ ...place, slot });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const place of found) {
    if (place.start > at) parts.push(bengali.slice(at, place.start));
    parts.push({ slot: place.slot });
    at = place.end;
  }
  if (at < bengali.length) parts.push(bengali.slice(at));
  return parts;
}

function compileEntry(entry: GlossaryEntry): { key: string; compiled: CompiledEntry } | string {
  const tokens = tokensOf(entry.en);
  const key = keyOf(entry.en, tokens);
  if (key === '') return 'the English is empty';
  if (!/[\u0980-\u09ff]/.test(entry.bn)) return 'the Bengali has no Bengali letters';
  const bengali = templateOf(entry.bn.trim(), tokens);
  if (typeof bengali === 'string') return bengali;
  return { key, compiled: { bengali } };
}

/** Entries in order; a later entry for the same English replaces an earlier one. */
export function compileGlossary(entries: readonly GlossaryEntry[]): Glossary {
  const glossary = new Map<string, CompiledEntry>();
  for (const entry of entries) {
    const compiled = compileEntry(entry);
    if (typeof compiled !== 'string') glossary.set(compiled.key, compiled.compiled);
  }
  return glossary;
}

/** The standard entries and staff's own, staff's winning where both give the same English. */
export const mergeGlossary = (
  standard: readonly GlossaryEntry[],
  extra: readonly GlossaryEntry[],
): GlossaryEntry[] => [...standard, ...extra];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Staff's entries as stored in the settings (a list of `{ en, bn }`): each usable one, and each
 * other one with its reason. Never throws: a bad entry must not cost the site its glossary.
 */
export function parseGlossaryEntries(raw: unknown): {
  entries: GlossaryEntry[];
  problems: GlossaryProblem[];
} {
  const entries: GlossaryEntry[] = [];
  const problems: GlossaryProblem[] = [];
  if (raw === undefined || raw === null) return { entries, problems };
  if (!Array.isArray(raw)) {
    return { entries, problems: [{ index: 0, reason: 'the glossary is not a list of entries' }] };
  }
  raw.forEach((item: unknown, index) => {
    if (!isRecord(item) || typeof item.en !== 'string' || typeof item.bn !== 'string') {
      problems.push({ index, reason: 'an entry needs an English and a Bengali text' });
      return;
    }
    const entry = { en: item.en.trim(), bn: item.bn.trim() };
    const compiled = compileEntry(entry);
    if (typeof compiled === 'string') problems.push({ index, reason: compiled });
    else entries.push(entry);
  });
  return { entries, problems };
}

function translateClause(clause: string, glossary: Glossary): string | null {
  const tokens = tokensOf(clause);
  const entry = glossary.get(keyOf(clause, tokens));
  if (entry === undefined) return null;
  return entry.bengali
    .map((part) => {
      if (typeof part === 'string') return part;
      const token = tokens[part.slot];
      return token === undefined ? '' : inBengali(token);
    })
    .join('');
}

/**
 * The text in Bengali when the glossary knows it, whole or clause by clause (`;`); null when
 * any part is unknown, for the caller to show the text as typed.
 */
export function translatePhrase(text: string, glossary: Glossary): string | null {
  const typed = latinDigits(text).trim();
  if (typed === '') return null;
  const whole = translateClause(typed, glossary);
  if (whole !== null) return whole;
  const clauses = typed.split(';').map((clause) => clause.trim());
  if (clauses.length < 2) return null;
  const translated = clauses.map((clause) => translateClause(clause, glossary));
  return translated.every((clause) => clause !== null) ? translated.join('; ') : null;
}

export { standardGlossary } from './glossary-phrases';
