import type { RawDocument } from '../types';
import { imagingServices, type ImagingService, type ItemKind } from '../types';
import type { LabTest, ListedTest } from '../types';
import { optionalText, readAmount, readBengali, readPercent, readText } from './fields';

const itemKinds: readonly string[] = ['test', 'profile', 'package'] satisfies ItemKind[];

/**
 * What staff may set to order a search (`code`, `kind`, `includes`, `rank`) and to place a study
 * on its service's page (`service`): each left out when missing or not understood, never guessed.
 */
function rankingFields(data: Record<string, unknown>): Partial<ListedTest> {
  const fields: Partial<ListedTest> = { ...optionalText('code', data.code) };
  const kind = readText(data.kind).toLowerCase();
  if (itemKinds.includes(kind)) fields.kind = kind as ItemKind;
  const includes = Array.isArray(data.includes)
    ? data.includes.map(readText)
    : readText(data.includes).split(',');
  const named = includes.map((name) => name.trim()).filter((name) => name !== '');
  if (named.length > 0) fields.includes = named;
  const rank = readAmount(data.rank);
  if (rank !== null && rank > 0) fields.rank = rank;
  const service = readText(data.service).toLowerCase();
  if ((imagingServices as readonly string[]).includes(service)) {
    fields.service = service as ImagingService;
  }
  return fields;
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
    ...optionalText('sample', data.sample),
    ...optionalText('about', data.about),
    ...rankingFields(data),
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
