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

const bengaliZero = 0x09e6;

/** Latin digits as Bengali ones: `10-12` as `১০-১২`. */
export const bengaliDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(bengaliZero + Number(digit)));

const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - bengaliZero));

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

/** The phrases the site knows from the start. */
export const standardGlossary: readonly GlossaryEntry[] = [
  // Preparation.
  { en: 'No special preparation', bn: 'কোনো বিশেষ প্রস্তুতি লাগে না' },
  { en: 'No preparation needed', bn: 'কোনো প্রস্তুতি লাগে না' },
  { en: 'No fasting needed', bn: 'খালি পেটে আসার দরকার নেই' },
  { en: 'No fasting required', bn: 'খালি পেটে আসার দরকার নেই' },
  { en: '10-12 hours fasting', bn: '১০-১২ ঘণ্টা খালি পেটে' },
  { en: '10-12 hours fasting required', bn: '১০-১২ ঘণ্টা খালি পেটে আসুন' },
  { en: '8 hours fasting', bn: '৮ ঘণ্টা খালি পেটে' },
  { en: '8 hours fasting required', bn: '৮ ঘণ্টা খালি পেটে আসুন' },
  { en: 'Fasting required', bn: 'খালি পেটে আসুন' },
  { en: 'Overnight fasting', bn: 'আগের রাত থেকে খালি পেটে' },
  { en: 'Empty stomach preferred', bn: 'খালি পেটে এলে ভালো' },
  { en: 'Water is allowed', bn: 'জল খাওয়া যাবে' },
  { en: 'Light meal 2 hours before', bn: '২ ঘণ্টা আগে হালকা খাবার খান' },
  { en: 'Sample 2 hours after a meal', bn: 'খাওয়ার ২ ঘণ্টা পরে নমুনা দিন' },
  {
    en: 'Sample exactly 2 hours after a normal meal',
    bn: 'রোজকার মতো খাওয়ার ঠিক ২ ঘণ্টা পরে নমুনা দিন',
  },
  { en: 'Morning sample preferred', bn: 'সকালে নমুনা দিলে ভালো' },
  { en: 'Morning sample before 10 AM', bn: 'সকাল ১০টার আগে নমুনা দিন' },
  { en: 'Sample between 8 AM and 9 AM', bn: 'সকাল ৮টা থেকে সকাল ৯টার মধ্যে নমুনা দিন' },
  { en: 'Tell the staff if you take blood thinners', bn: 'রক্ত পাতলা করার ওষুধ খেলে কর্মীদের জানান' },
  { en: 'Before starting antibiotics', bn: 'অ্যান্টিবায়োটিক শুরু করার আগে' },
  { en: 'Before starting antibiotics where possible', bn: 'সম্ভব হলে অ্যান্টিবায়োটিক শুরু করার আগে' },
  { en: 'As your doctor advises', bn: 'ডাক্তার যেমন বলবেন' },
  { en: 'Appointment needed', bn: 'আগে থেকে সময় নিতে হবে' },
  { en: 'Appointment required', bn: 'আগে থেকে সময় নিতে হবে' },
  { en: 'Book a slot', bn: 'আগে থেকে সময় বুক করুন' },
  { en: "Bring your doctor's prescription", bn: 'ডাক্তারের প্রেসক্রিপশন সঙ্গে আনুন' },
  { en: 'Bring earlier reports', bn: 'আগের রিপোর্ট সঙ্গে আনুন' },
  { en: 'Bring your latest ultrasound report', bn: 'সবশেষ আলট্রাসাউন্ডের রিপোর্ট সঙ্গে আনুন' },
  { en: 'Wear loose clothing', bn: 'ঢিলেঢালা জামাকাপড় পরে আসুন' },
  { en: 'Full bladder required', bn: 'প্রস্রাব চেপে আসুন (ফুল ব্লাডার)' },
  { en: 'Empty bladder', bn: 'প্রস্রাব করে ব্লাডার খালি করে আসুন' },
  {
    en: 'Women: day 2-3 of the cycle, or as your doctor advises',
    bn: 'মহিলাদের: মাসিক শুরুর ২-৩ দিনের মাথায়, অথবা ডাক্তার যেমন বলবেন',
  },
  // The sample.
  { en: 'Fresh urine sample', bn: 'টাটকা প্রস্রাবের নমুনা' },
  { en: 'First morning urine sample', bn: 'সকালে ঘুম থেকে উঠে প্রথম প্রস্রাবের নমুনা' },
  { en: 'Fresh stool sample', bn: 'টাটকা পায়খানার নমুনা' },
  { en: 'Fresh stool sample in the container given', bn: 'টাটকা পায়খানা দেওয়া কৌটোয় আনুন' },
  { en: 'Blood', bn: 'রক্ত' },
  { en: 'Blood sample', bn: 'রক্তের নমুনা' },
  { en: 'Urine', bn: 'প্রস্রাব' },
  { en: 'Stool', bn: 'পায়খানা' },
  { en: 'Swab is taken at the centre', bn: 'সোয়াব সেন্টারেই নেওয়া হয়' },
  { en: 'Sample is collected at the centre', bn: 'নমুনা সেন্টারেই নেওয়া হয়' },
  { en: 'Home collection available', bn: 'বাড়ি থেকে নমুনা নেওয়ার ব্যবস্থা আছে' },
  // When the report comes.
  { en: 'Same day', bn: 'একই দিনে' },
  { en: 'Next day', bn: 'পরের দিন' },
  { en: '3 days', bn: '৩ দিন' },
  { en: '1 day', bn: '১ দিন' },
  { en: '5-7 days', bn: '৫-৭ দিন' },
  { en: 'Within 4 hours', bn: '৪ ঘণ্টার মধ্যে' },
  { en: 'Within 2 days', bn: '২ দিনের মধ্যে' },
  { en: 'Within 30 minutes', bn: '৩০ মিনিটের মধ্যে' },
  { en: '4 hours', bn: '৪ ঘণ্টা' },
  { en: 'Same day evening', bn: 'একই দিনে সন্ধ্যায়' },
  { en: 'Next day evening', bn: 'পরের দিন সন্ধ্যায়' },
  { en: 'Same day after 6 PM', bn: 'একই দিনে সন্ধ্যা ৬টার পরে' },
  { en: 'Next day after 11 AM', bn: 'পরের দিন সকাল ১১টার পরে' },
  { en: 'Immediately', bn: 'সঙ্গে সঙ্গে' },
  { en: 'Same day (each visit)', bn: 'একই দিনে (প্রতিবার)' },
  // Days and times.
  { en: 'Every Monday', bn: 'প্রতি সোমবার' },
  { en: 'Every Monday & Thursday', bn: 'প্রতি সোমবার ও বৃহস্পতিবার' },
  {
    en: 'Every Monday & Thursday, 10 AM – 1 PM',
    bn: 'প্রতি সোমবার ও বৃহস্পতিবার, সকাল ১০টা – দুপুর ১টা',
  },
  { en: 'Monday to Saturday', bn: 'সোমবার থেকে শনিবার' },
  { en: 'Monday to Saturday, 7 AM – 8 PM', bn: 'সোমবার থেকে শনিবার, সকাল ৭টা – রাত ৮টা' },
  { en: 'Sunday closed', bn: 'রবিবার বন্ধ' },
  { en: 'Open on Sunday', bn: 'রবিবার খোলা' },
  { en: '7 AM – 8 PM', bn: 'সকাল ৭টা – রাত ৮টা' },
  { en: 'Before 10 AM', bn: 'সকাল ১০টার আগে' },
  { en: 'After 4 PM', bn: 'বিকেল ৪টার পরে' },
  { en: 'Every Sunday, 10 AM – 2 PM', bn: 'প্রতি রবিবার, সকাল ১০টা – দুপুর ২টা' },
  { en: 'Daily except Sunday', bn: 'রবিবার বাদে রোজ' },
  { en: 'Next visit: Monday', bn: 'পরের বার আসবেন: সোমবার' },
  { en: 'Next visit: daily except Sunday', bn: 'পরের বার আসবেন: রবিবার বাদে রোজ' },
  { en: 'By appointment', bn: 'আগে থেকে সময় নিয়ে' },
];
