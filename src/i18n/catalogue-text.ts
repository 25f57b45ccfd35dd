import { useCallback } from 'react';
import { BENGALI_SUFFIX } from '../shared/types';
import { useLanguage, type Language } from './language';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field's Bengali twin, staff's own or, for a phrase staff type often, the glossary's, given
 * when the list was parsed (src/shared/parsers/list-parsers.ts); undefined when there is none.
 */
const bengaliOf = (record: Record<string, unknown>, field: string): unknown =>
  record[`${field}${BENGALI_SUFFIX}`];

function inBengali(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inBengali);
  if (!isRecord(value)) return value;
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith(BENGALI_SUFFIX)) continue;
    shown[key] = bengaliOf(value, key) ?? inBengali(field);
  }
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith(BENGALI_SUFFIX)) shown[key] = field;
  }
  return shown;
}

/**
 * A catalogue item as a reader of `language` sees it: in Bengali, each text field replaced by its
 * Bengali twin (`pti_bn` for `pti`, src/shared/types.ts) where staff gave one, else, for how to
 * prepare, the report's time, the sample and a doctor's days, by the glossary's wording when it
 * knows the phrase, given when the list was parsed; the English text otherwise. A package's sections and
 * question alike.
 */
export function inLanguage<Item extends object>(item: Item, language: Language): Item {
  return language === 'bn' ? (inBengali(item) as Item) : item;
}

/** `inLanguage` in the visitor's language, for a component that shows staff-typed text. */
export function useInLanguage(): <Item extends object>(item: Item) => Item {
  const { language } = useLanguage();
  return useCallback(<Item extends object>(item: Item) => inLanguage(item, language), [language]);
}

/**
 * 'en' when a Bengali reader is shown the field as staff typed it in English, for the element
 * around it to say so (`lang="en"`, which screen readers and fonts go by); undefined otherwise.
 */
export function typedLanguage<Item extends object>(
  item: Item,
  field: keyof Item & string,
  language: Language,
): 'en' | undefined {
  if (language !== 'bn') return undefined;
  const record = item as Record<string, unknown>;
  const typed = record[field];
  if (typeof typed !== 'string' || typed === '') return undefined;
  return bengaliOf(record, field) === undefined ? 'en' : undefined;
}

/** `typedLanguage` in the visitor's language. */
export function useTypedLanguage(): <Item extends object>(
  item: Item,
  field: keyof Item & string,
) => 'en' | undefined {
  const { language } = useLanguage();
  return useCallback(
    <Item extends object>(item: Item, field: keyof Item & string) =>
      typedLanguage(item, field, language),
    [language],
  );
}
