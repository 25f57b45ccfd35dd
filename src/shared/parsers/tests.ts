import type { RawDocument } from '../types';
import type { LabTest, ListedTest } from '../types';
import { optionalText, readAmount, readBengali, readPercent, readText } from './fields';

/** A Radiology, Cardiology or Neurology test. */
export function parseListedTest({ id, data }: RawDocument): ListedTest | null {
  const name = readText(data.name);
  if (name === '') return null;
  return {
    id,
    name,
    pti: readText(data.pti),
    delivery: readText(data.delivery),
    ...optionalText('sample', data.sample),
    ...optionalText('about', data.about),
    ...readBengali(data, ['name', 'pti', 'delivery', 'sample', 'about']),
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
