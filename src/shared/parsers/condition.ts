import type { Condition, RawDocument } from '../types';
import { optionalText, readBengali, readDay, readIds, readText } from './fields';

/**
 * A health concern's document: null without a name (staff may type it as `name` or `title`). Its
 * links are ids, as an array or a cell of text (`tsh, t3`); whether each names an item is checked
 * where the lists are at hand (src/data/build/condition-pages.ts).
 */
export function parseCondition({ id, data }: RawDocument): Condition | null {
  const name = readText(data.name) || readText(data.title);
  if (name === '') return null;
  const reviewedOn = readDay(data.reviewedOn);
  return {
    id,
    name,
    intro: readText(data.intro),
    words: readText(data.words),
    tests: readIds(data.tests),
    packages: readIds(data.packages),
    doctors: readIds(data.doctors),
    ...optionalText('reviewedBy', data.reviewedBy),
    ...(reviewedOn !== null && { reviewedOn }),
    ...optionalText('name_bn', data.title_bn),
    ...readBengali(data, ['name', 'intro', 'words']),
  };
}
