import { slugify } from '../../shared/slugs';
import type { IncludingPackage, PackageDetail } from '../../shared/types';

/**
 * The ways a text may name a test: whole ("Complete Blood Count (CBC)"), without its brackets
 * ("Complete Blood Count"), and what its brackets hold ("CBC"), each folded as slugs are.
 */
function namings(text: string): string[] {
  const bracketed = [...text.matchAll(/\(([^)]+)\)/g)].map((match) => match[1] ?? '');
  return [text, text.replace(/\([^)]*\)/g, ' '), ...bracketed]
    .map(slugify)
    .filter((naming) => naming.length >= 2);
}

/**
 * The packages whose inclusions name each test, by test id: a section's title ("Lipid Profile",
 * over the tests it holds) or one of its lines names a test when one of its namings is one of the
 * test's ("Haemoglobin" names "Haemoglobin (Hb)"; "ESR" names
 * "Erythrocyte Sedimentation Rate (ESR)"). Staff write the lines by hand, so nothing looser: a
 * package shown for a test it does not include would mislead.
 */
export function packagesIncluding(
  tests: readonly { id: string; name: string }[],
  packages: readonly PackageDetail[],
): Map<string, IncludingPackage[]> {
  const testsByNaming = new Map<string, Set<string>>();
  for (const test of tests) {
    for (const naming of namings(test.name)) {
      let ids = testsByNaming.get(naming);
      if (!ids) testsByNaming.set(naming, (ids = new Set()));
      ids.add(test.id);
    }
  }
  const including = new Map<string, IncludingPackage[]>();
  for (const detail of packages) {
    const named = new Set<string>();
    for (const text of detail.sections.flatMap((section) => [section.title, ...section.lines])) {
      for (const naming of namings(text)) {
        for (const id of testsByNaming.get(naming) ?? []) named.add(id);
      }
    }
    const entry: IncludingPackage = {
      kind: detail.kind,
      id: detail.id,
      name: detail.name,
      ...(detail.name_bn === undefined ? {} : { name_bn: detail.name_bn }),
    };
    for (const id of named) {
      const list = including.get(id);
      if (list) list.push(entry);
      else including.set(id, [entry]);
    }
  }
  return including;
}
