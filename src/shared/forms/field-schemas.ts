import { normaliseIndianMobile, normalisePin } from '../../shared/indian-numbers';
import { hasVisibleText } from './visible-text';

/**
 * What every form checks before anything is sent, field by field. The spec asks only that every
 * field be filled; the format rules are ours, because an enquiry with an unusable number is a
 * patient we cannot call back. Pure functions, so every rule is tested on its own.
 */

/** Why a field cannot be sent; the form turns it into a message next to the field. */
export type FieldProblem = 'missing' | 'tooLong' | 'mobile' | 'pin' | 'email';

export type FieldResult = { ok: true; value: string } | { ok: false; problem: FieldProblem };

/**
 * One field: the longest value it may hold, which its input and its check both take from here,
 * and how it reads what was typed into the value to store, or why that cannot be stored.
 */
export interface FieldSchema {
  maxLength: number;
  parse(raw: string): FieldResult;
}

/**
 * Plausible, not proven: something before one @, a domain with a dot, no spaces. Only a reply
 * proves an address; this catches the typing slips ("name@gmail", "name gmail.com").
 */
export function isPlausibleEmail(raw: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(raw);
}

/**
 * A field that must be filled (after trimming), may be reformatted, and must then fit the length
 * the security rules allow for its key.
 */
function fieldSchema(
  maxLength: number,
  format?: { problem: FieldProblem; normalise: (value: string) => string | null },
): FieldSchema {
  return {
    maxLength,
    parse(raw) {
      const trimmed = raw.trim();
      if (!hasVisibleText(trimmed)) return { ok: false, problem: 'missing' };
      const value = format ? format.normalise(trimmed) : trimmed;
      if (value === null) return { ok: false, problem: format?.problem ?? 'missing' };
      if (value.length > maxLength) return { ok: false, problem: 'tooLong' };
      return { ok: true, value };
    },
  };
}

export const textSchema = (maxLength: number) => fieldSchema(maxLength);
export const mobileSchema = (maxLength: number) =>
  fieldSchema(maxLength, { problem: 'mobile', normalise: normaliseIndianMobile });
export const pinSchema = (maxLength: number) =>
  fieldSchema(maxLength, { problem: 'pin', normalise: normalisePin });
export const emailSchema = (maxLength: number) =>
  fieldSchema(maxLength, {
    problem: 'email',
    normalise: (value) => (isPlausibleEmail(value) ? value : null),
  });

export type FormSchema<F extends string> = Record<F, FieldSchema>;

export type FormResult<F extends string> =
  | { ok: true; values: Record<F, string> }
  | { ok: false; problems: Partial<Record<F, FieldProblem>> };

/** Checks every field of a form; the values to store when all pass, else each field's problem. */
export function parseForm<F extends string>(
  schema: FormSchema<F>,
  raw: Record<F, string>,
): FormResult<F> {
  const values = {} as Record<F, string>;
  const problems: Partial<Record<F, FieldProblem>> = {};
  for (const field of fieldsOf(schema)) {
    const result = schema[field].parse(raw[field]);
    if (result.ok) values[field] = result.value;
    else problems[field] = result.problem;
  }
  return Object.keys(problems).length === 0 ? { ok: true, values } : { ok: false, problems };
}

/** The fields of a form in the order the visitor meets them. */
export const fieldsOf = <F extends string>(schema: FormSchema<F>) => Object.keys(schema) as F[];
