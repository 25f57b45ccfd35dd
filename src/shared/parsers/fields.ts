import { BENGALI_SUFFIX } from '../types';
import { isTimestampLike, readMillis } from './moments';

/**
 * Lenient readers for fields that staff type by hand in the Firestore console, where a price may
 * arrive as "1,200" or "₹ 450", a delivery time as a number, and any field may be missing.
 */

// Made on first use: the first `Intl.DateTimeFormat` on a page loads the browser's calendar data
// (40–110 ms of one task), and a catalogue rarely holds a date where text belongs.
let dayMonthYear: Intl.DateTimeFormat | undefined;
const formatDay = (date: Date) =>
  (dayMonthYear ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })).format(date);

/** Text to show: strings trimmed, numbers and dates written out, anything else ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return '';
  if (value instanceof Date) return formatDay(value);
  if (isTimestampLike(value)) return formatDay(value.toDate());
  return '';
}

const firstNumber = /\d[\d,]*(?:\.\d+)?/;

/** A non-negative amount from 1200, "1,200", "₹ 1,200.00", "Rs. 450/-" or "15%"; else null. */
export function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('-')) return null;
  const match = firstNumber.exec(text);
  if (!match) return null;
  const amount = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

/** A discount percentage from 0 to 100; anything else null. */
export function readPercent(value: unknown): number | null {
  const percent = readAmount(value);
  return percent !== null && percent <= 100 ? percent : null;
}

/** The fields `prefix1`, `prefix2` … `prefix{count}`, as text, empty ones left out. */
export function readNumberedTexts(
  data: Record<string, unknown>,
  prefix: string,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, index) =>
    readText(data[`${prefix}${index + 1}`]),
  ).filter((text) => text !== '');
}

/** `{ [key]: text }` when the value reads as text, else nothing: a field left out, not ''. */
export const optionalText = <Key extends string>(key: Key, value: unknown) => {
  const text = readText(value);
  return (text === '' ? {} : { [key]: text }) as Partial<Record<Key, string>>;
};

/**
 * Staff's Bengali wording of text fields, each `<field>_bn` read like its English twin; only the
 * ones given, so a document without them parses to what it did before.
 */
export function readBengali<Field extends string>(
  data: Record<string, unknown>,
  fields: readonly Field[],
): Partial<Record<`${Field}_bn`, string>> {
  // A loop, not a merge of small objects: this runs for each of thousands of items on a list.
  const bengali: Partial<Record<string, string>> = {};
  for (const field of fields) {
    const text = readText(data[`${field}${BENGALI_SUFFIX}`]);
    if (text !== '') bengali[`${field}${BENGALI_SUFFIX}`] = text;
  }
  return bengali as Partial<Record<`${Field}_bn`, string>>;
}

/**
 * A list of document ids from a console array (`['tsh', 't3']`) or a cell of text separated by
 * commas, semicolons or line breaks (`tsh, t3`); each trimmed, empty and repeated ones left out.
 */
export function readIds(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(readText) : readText(value).split(/[,;\n]/);
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const indianDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A calendar day as `YYYY-MM-DD`, from a console date or timestamp, `2026-11-20`, or the day
 * first as India writes it, `20/11/2026` or `20-11-2026`; null for anything else or no such day.
 */
export function readDay(value: unknown): string | null {
  const millis = readMillis(value);
  if (millis !== null) return new Date(millis).toISOString().slice(0, 10);
  const text = typeof value === 'string' ? value.trim() : '';
  const iso = isoDay.exec(text);
  const indian = iso === null ? indianDay.exec(text) : null;
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : indian
      ? [indian[3], indian[2], indian[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? date.toISOString().slice(0, 10)
    : null;
}
