import { BENGALI_SUFFIX } from '../types';
import { compileGlossary, standardGlossary, translatePhrase, type Glossary } from '../glossary';

/** The fields whose wording the glossary knows: how to prepare, the report's time, the sample. */
const glossaryFields = ['pti', 'delivery', 'sample', 'date', 'upcoming'] as const;

/** The built-in phrases alone, for lists parsed without staff's own (the build, the demo). */
export const builtInGlossary: Glossary = compileGlossary(standardGlossary);

/**
 * An item with a Bengali twin given, by the glossary's wording, to each of its phrases staff type
 * most that has none: done once, when the list is parsed (when it is published, at the build, or
 * for the demo), so a Bengali reader's phone never downloads the glossary. Staff's own twin always
 * stands; a phrase the glossary does not know keeps no twin, and shows as typed, marked English.
 * When the functions publish a list, `glossary` holds staff's own phrases too.
 */
export function withGlossaryTwins<Item extends { id: string }>(
  item: Item | null,
  glossary: Glossary = builtInGlossary,
): Item | null {
  if (item === null) return null;
  const record = item as Record<string, unknown>;
  let twins: Record<string, string> | null = null;
  for (const field of glossaryFields) {
    const typed = record[field];
    if (typeof typed !== 'string' || typed === '') continue;
    if (record[`${field}${BENGALI_SUFFIX}`] !== undefined) continue;
    const bengali = translatePhrase(typed, glossary);
    if (bengali !== null) (twins ??= {})[`${field}${BENGALI_SUFFIX}`] = bengali;
  }
  return twins === null ? item : { ...item, ...twins };
}
