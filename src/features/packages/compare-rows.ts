import type { PackageSummary } from '../../shared/types';
import { foldForSearch } from '../../shared/fold-for-search';
import { searchSynonyms } from '../../shared/search-synonyms';

/** One test of a comparison: its name as the first package listing it words it, and who has it. */
export interface CompareRow {
  name: string;
  /** The same line in Bengali, where staff gave its twin. */
  name_bn?: string;
  /** For each package compared, in order, whether it lists the test. */
  included: boolean[];
}

/**
 * A name as a row matches it: folded as the search folds names, its punctuation and spacing
 * ignored ("Serum  Creatinine", "serum-creatinine").
 */
const rowKey = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');

/**
 * Each phrase of the search's synonyms that names one test ("cbc", "haemogram", "complete blood
 * count"), to its group: two lines named by phrases of one group are the same test. Only the
 * table's pure synonyms: a group that also finds related tests ("sugar" finds FBS and PPBS) names
 * a family of tests, not one.
 */
const synonymGroups = new Map(
  searchSynonyms.flatMap(({ typed, find }, group) =>
    find === undefined ? typed.map((phrase) => [rowKey(phrase), `synonym:${group}`] as const) : [],
  ),
);

/** A short form in brackets, as staff write one after a name: "FBS", "HbA1c", "25-OH", "eAG". */
const isShortForm = (text: string) =>
  /^[A-Za-z0-9-]{2,10}$/.test(text) && (text.match(/[A-Z]/g)?.length ?? 0) >= 2;

/**
 * The keys a line is known by: its folded words, and, for "Fasting blood sugar (FBS)", the name
 * and its short form apart, so that a line "FBS" shares its row; each with its synonym group.
 * Brackets that are not a short form ("T3 (total)", "Bilirubin (direct)") stay part of the name.
 */
function lineKeys(line: string): string[] {
  const [, named = '', inBrackets = ''] = /^(.*?)\(([^()]*)\)\s*$/.exec(line) ?? [];
  const parts = isShortForm(inBrackets.trim()) ? [line, named, inBrackets] : [line];
  const keys = parts.map(rowKey).filter((key) => key !== '');
  return [...new Set([...keys, ...keys.flatMap((key) => synonymGroups.get(key) ?? [])])];
}

/**
 * The union of the packages' inclusion lines, one row per test, in the order the packages list
 * them: lines that share a key (lineKeys) are one row, even when one package
 * words it "FBS" and another "Fasting blood sugar (FBS)".
 */
export function compareRows(packages: readonly PackageSummary[]): CompareRow[] {
  const rows: { row: CompareRow; keys: Set<string> }[] = [];
  packages.forEach((item, column) => {
    const tests = item.tests ?? [];
    tests.forEach((line, at) => {
      const keys = lineKeys(line);
      if (keys.length === 0) return;
      const matching = rows.filter(({ keys: known }) => keys.some((key) => known.has(key)));
      let [target] = matching;
      if (target === undefined) {
        const bengali = item.tests_bn?.[at];
        target = {
          row: {
            name: line,
            ...(bengali !== undefined && bengali !== line && { name_bn: bengali }),
            included: packages.map(() => false),
          },
          keys: new Set(),
        };
        rows.push(target);
      }
      // A line that joins two rows (it shares a key with each) makes them one.
      for (const other of matching.slice(1)) {
        other.row.included.forEach((has, index) => {
          if (has && target) target.row.included[index] = true;
        });
        for (const key of other.keys) target.keys.add(key);
        rows.splice(rows.indexOf(other), 1);
      }
      for (const key of keys) target.keys.add(key);
      target.row.included[column] = true;
    });
  });
  return rows.map(({ row }) => row);
}
