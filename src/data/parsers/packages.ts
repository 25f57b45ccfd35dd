import type { RawDocument } from '../data-source';
import type { InclusionSection, PackageDetail, PackageKind, PackageSummary } from '../types';
import { readNumberedTexts, readText } from './fields';
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
  return { ...test, kind, title: readText(document.data.title) };
}

export function parsePackageDetail(kind: PackageKind, { id, data }: RawDocument): PackageDetail {
  const sections: InclusionSection[] = (inclusionLimits[kind] ?? [])
    .map((lineLimit, index) => ({
      title: readText(data[`profile${index + 1}`]),
      lines: readNumberedTexts(data, linePrefix(index), lineLimit),
    }))
    .filter((section) => section.title !== '' || section.lines.length > 0);
  const answer = hasFaq[kind] ? readText(data.qus1) : '';
  return {
    id,
    kind,
    name: readText(data.name),
    post: readText(data.post),
    pti: readText(data.pti),
    delivery: readText(data.delivery),
    img2: readText(data.img2),
    text1: readText(data.text1),
    text2: readText(data.text2),
    sections,
    faq: answer === '' ? null : { question: readText(data.question1), answer },
  };
}
