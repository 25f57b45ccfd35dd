import type { RawDocument } from '../types';
import type { InclusionSection, PackageDetail, PackageKind, PackageSummary } from '../types';
import { BENGALI_SUFFIX } from '../types';
import {
  optionalText,
  readAmount,
  readBengali,
  readNumberedTexts,
  readPercent,
  readText,
} from './fields';
import { parseLabTest } from './tests';

/**
 * How many inclusion lines each section of a variant may show (spec section 9): five sections of
 * ten for general packages; three of 8, 10 and 8 for diabetic and alcohol-impact packages.
 */
export const inclusionLimits: Record<PackageKind, readonly number[]> = {
  general: [10, 10, 10, 10, 10],
  diabetic: [8, 10, 8],
  alcoholImpact: [8, 10, 8],
};

/** Which variants carry the one FAQ answer, `qus1`. */
const hasFaq: Record<PackageKind, boolean> = {
  general: false,
  diabetic: true,
  alcoholImpact: true,
};

/** Section one's lines are `ptext1…`, section two's `p2text1…`, and so on. */
const linePrefix = (sectionIndex: number) =>
  sectionIndex === 0 ? 'ptext' : `p${sectionIndex + 1}text`;

export function parsePackageSummary(
  kind: PackageKind,
  document: RawDocument,
): PackageSummary | null {
  const test = parseLabTest(document);
  if (test === null) return null;
  const sections = readInclusionSections(kind, document.data);
  const tests = sections.flatMap((section) => section.lines);
  const tests_bn = sections.flatMap((section) => section.lines_bn ?? section.lines);
  return {
    ...test,
    kind,
    title: readText(document.data.title),
    ...readBengali(document.data, ['title']),
    tests,
    ...(tests_bn.some((line, at) => line !== tests[at]) && { tests_bn }),
  };
}

/** The number of tests a package's title states ("Includes 82 tests"), or null when it states none. */
export function testCountInTitle(title: string): number | null {
  const stated = /(\d+)\s*\+?\s*(?:tests?|parameters?)\b/i.exec(title);
  return stated?.[1] === undefined ? null : Number(stated[1]);
}

/** The document with each `<field>_bn` given in place of its English twin. */
function bengaliView(data: Record<string, unknown>): Record<string, unknown> {
  const view = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith(BENGALI_SUFFIX) && readText(value) !== '') {
      view[key.slice(0, -BENGALI_SUFFIX.length)] = value;
    }
  }
  return view;
}

/** A package's inclusion sections: only those with a title or a line, within its kind's limits. */
export function readInclusionSections(
  kind: PackageKind,
  data: Record<string, unknown>,
): InclusionSection[] {
  const bengali = bengaliView(data);
  return (inclusionLimits[kind] ?? [])
    .map((lineLimit, index) => {
      const titleField = `profile${index + 1}`;
      const lines = readNumberedTexts(data, linePrefix(index), lineLimit);
      // Each line in Bengali where staff gave its twin, in English otherwise.
      const lines_bn = readNumberedTexts(bengali, linePrefix(index), lineLimit);
      return {
        title: readText(data[titleField]),
        lines,
        ...optionalText('title_bn', data[`${titleField}${BENGALI_SUFFIX}`]),
        ...(lines_bn.some((line, at) => line !== lines[at]) && { lines_bn }),
      };
    })
    .filter((section) => section.title !== '' || section.lines.length > 0);
}

export function parsePackageDetail(kind: PackageKind, { id, data }: RawDocument): PackageDetail {
  const sections = readInclusionSections(kind, data);
  const answer = hasFaq[kind] ? readText(data.qus1) : '';
  return {
    id,
    kind,
    name: readText(data.name),
    mrp: readAmount(data.mrp),
    off: readPercent(data.off),
    price: readAmount(data.price),
    post: readText(data.post),
    pti: readText(data.pti),
    delivery: readText(data.delivery),
    img2: readText(data.img2),
    text1: readText(data.text1),
    text2: readText(data.text2),
    ...readBengali(data, ['name', 'pti', 'delivery', 'text1', 'text2']),
    sections,
    faq:
      answer === ''
        ? null
        : {
            question: readText(data.question1),
            answer,
            ...optionalText('question_bn', data.question1_bn),
            ...optionalText('answer_bn', data.qus1_bn),
          },
  };
}
