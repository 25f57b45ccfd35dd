import type { RawDocument } from '../types';
import { imagingServices, type ImagingService, type ItemKind } from '../types';
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

const itemKinds: readonly string[] = ['test', 'profile', 'package'] satisfies ItemKind[];

/**
 * What staff may set to order a search (`code`, `kind`, `rank`, and the page's `includes`) and to
 * place a study on its service's page (`service`): each left out when missing or not understood,
 * never guessed.
 */
function rankingFields(data: Record<string, unknown>): Partial<ListedTest> {
  const fields: Partial<ListedTest> = { ...optionalText('code', data.code) };
  const kind = readText(data.kind).toLowerCase();
  if (itemKinds.includes(kind)) fields.kind = kind as ItemKind;
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
    ...pageFields(data),
    ...rankingFields(data),
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
