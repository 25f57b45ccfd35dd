import { useCallback } from 'react';
import { BENGALI_SUFFIX } from '../shared/types';
import { useLanguage, type Language } from './language';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function inBengali(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inBengali);
  if (!isRecord(value)) return value;
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) shown[key] = inBengali(field);
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith(BENGALI_SUFFIX) && field !== undefined) {
      shown[key.slice(0, -BENGALI_SUFFIX.length)] = field;
    }
  }
  return shown;
}

/**
 * A catalogue item as a reader of `language` sees it: in Bengali, each text field replaced by its
 * Bengali twin (`pti_bn` for `pti`, src/shared/types.ts) where staff gave one, the English text
 * where they did not; a package's sections and question alike.
 */
export function inLanguage<Item extends object>(item: Item, language: Language): Item {
  return language === 'bn' ? (inBengali(item) as Item) : item;
}

/** `inLanguage` in the visitor's language, for a component that shows staff-typed text. */
export function useInLanguage(): <Item extends object>(item: Item) => Item {
  const { language } = useLanguage();
  return useCallback(<Item extends object>(item: Item) => inLanguage(item, language), [language]);
}
