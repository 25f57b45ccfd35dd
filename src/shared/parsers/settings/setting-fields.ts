import { readAmount, readText } from '../fields';

/**
 * Readers shared by the sections of the site's settings (../site-settings.ts): each reads one field
 * of staff's document and says, in words staff can act on, what it could not use.
 */

/** Any object's own fields; anything else as no fields. */
export const fieldsOf = (fields: unknown): Record<string, unknown> =>
  typeof fields === 'object' && fields !== null && !Array.isArray(fields)
    ? (fields as Record<string, unknown>)
    : {};

/** The longest line of text a setting keeps: a slip cannot fill every visitor's page. */
export const SETTING_TEXT_LENGTH = 300;

/** A short text, spaces collapsed; '' when missing, and a problem when too long or not text. */
export function settingText(
  fields: Record<string, unknown>,
  name: string,
  problems: string[],
): string {
  const raw = fields[name];
  if (raw === undefined || raw === null || raw === '') return '';
  const text = readText(raw).replace(/\s+/g, ' ');
  if (text === '') problems.push(`${name}: skipped, it must be text.`);
  else if (text.length > SETTING_TEXT_LENGTH) {
    problems.push(`${name}: skipped, longer than ${SETTING_TEXT_LENGTH} letters.`);
    return '';
  }
  return text;
}

/** An amount in rupees (450, "₹ 450"); null when missing, and a problem when unreadable. */
export function settingAmount(
  fields: Record<string, unknown>,
  name: string,
  problems: string[],
): number | null {
  const raw = fields[name];
  if (raw === undefined || raw === null || raw === '') return null;
  const amount = readAmount(raw);
  if (amount === null) problems.push(`${name}: skipped, "${String(raw)}" is not an amount.`);
  return amount;
}

/** A list typed as a list or as one text split at commas, semicolons or lines. */
export function settingList(raw: unknown): string[] {
  const items = Array.isArray(raw)
    ? raw.map((item) => readText(item))
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(/[,;\n]+/)
      : [];
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** Fields a section does not know, reported so a misspelt name is not silently ignored. */
export function unknownFields(
  fields: Record<string, unknown>,
  known: readonly string[],
  problems: string[],
): void {
  for (const name of Object.keys(fields)) {
    if (!known.includes(name)) problems.push(`${name}: not a field of this setting; left out.`);
  }
}
