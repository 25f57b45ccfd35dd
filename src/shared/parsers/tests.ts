import type { RawDocument } from '../types';
import type { LabTest, ListedTest } from '../types';
import {
  optionalText,
  readAmount,
  readBengali,
  readDay,
  readIds,
  readPercent,
  readText,
} from './fields';

/** The fields of a test's own page, each left out when not given (ListedTest's). */
function pageFields(data: Record<string, unknown>): Partial<ListedTest> {
  const includes = readIds(data.includes);
  const reviewedOn = readDay(data.reviewedOn);
  return {
    ...optionalText('sample', data.sample),
    ...optionalText('about', data.about),
    ...optionalText('why', data.why),
    ...optionalText('who', data.who),
    ...(includes.length > 0 && { includes }),
    ...optionalText('reviewedBy', data.reviewedBy),
    ...(reviewedOn !== null && { reviewedOn }),
  };
}

/** A Radiology, Cardiology or Neurology test. */
export function parseListedTest({ id, data }: RawDocument): ListedTest | null {
  const name = readText(data.name);
  if (name === '') return null;
  return {
    id,
    name,
    pti: readText(data.pti),
    delivery: readText(data.delivery),
    ...pageFields(data),
    ...readBengali(data, ['name', 'pti', 'delivery', 'sample', 'about', 'why', 'who']),
  };
}

export function parseLabTest(document: RawDocument): LabTest | null {
  const test = parseListedTest(document);
  if (test === null) return null;
  const { data } = document;
  return {
    ...test,
    mrp: readAmount(data.mrp),
    off: readPercent(data.off),
    price: readAmount(data.price),
  };
}
