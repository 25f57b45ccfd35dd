// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/: one file a decision, `<NNN>-<kebab-case-title>.md`, and README.md, the index
 * that lists them all in order. The files and the index must agree, numbers run 001, 002… with
 * none repeated or skipped, every file has its title, date, status and sections, and a
 * superseded decision names an existing one that replaced it.
 */

const folder = new URL('../../../docs/decisions/', import.meta.url);
const INDEX = 'README.md';
const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const NUMBER_LINK = /^\[(\d{3})\]\(([^)]+)\)$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const SUPERSEDED = /^Superseded by \[(\d{3})\]\(([^)]+)\)$/;

/** Every way the decision files and their index disagree, or a file lacks what it needs. */
function problemsOf(index: string, files: Record<string, string>): string[] {
  const problems: string[] = [];
  const names = Object.keys(files).sort();
  for (const name of names) {
    if (!FILE_NAME.test(name)) problems.push(`${name}: not named <NNN>-<kebab-case-title>.md`);
  }
  const rows = index
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .map((line) => {
      // A row: the number linking its file, the title, then any columns, the status last.
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const [, number = '', file = ''] = NUMBER_LINK.exec(cells[0] ?? '') ?? [];
      if (!file) problems.push(`index: a row the index cannot read: ${line}`);
      return { number, file, title: cells[1] ?? '', status: cells.at(-1) ?? '' };
    });

  for (const name of names) {
    if (!rows.some((row) => row.file === name)) problems.push(`${name}: not in the index`);
  }
  rows.forEach((row, position) => {
    const expected = String(position + 1).padStart(3, '0');
    if (!(row.file in files)) problems.push(`index: names ${row.file}, which does not exist`);
    if (row.number !== expected)
      problems.push(`index: ${row.number} where ${expected} comes next (numbers repeat or skip)`);
    if (!row.file.startsWith(`${row.number}-`))
      problems.push(`index: ${row.number} links ${row.file}`);
  });
  const numbers = names.map((name) => FILE_NAME.exec(name)?.[1]).filter(Boolean);
  numbers.forEach((number, position) => {
    const expected = String(position + 1).padStart(3, '0');
    if (number !== expected) problems.push(`files: ${number} where ${expected} comes next`);
  });

  let previousDate = '';
  for (const row of rows) {
    const text = files[row.file];
    if (text === undefined) continue;
    const lines = text.split('\n');
    const where = row.file;
    if (lines[0] !== `# ${row.number}. ${row.title}`)
      problems.push(`${where}: the first line is not "# ${row.number}. ${row.title}"`);
    const date = lines.find((line) => line.startsWith('Date: '))?.slice('Date: '.length) ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      problems.push(`${where}: no "Date: YYYY-MM-DD" line`);
    else if (date < previousDate)
      problems.push(`${where}: dated ${date}, before the decision numbered before it`);
    previousDate = date > previousDate ? date : previousDate;

    const status = lines.find((line) => line.startsWith('Status: '))?.slice('Status: '.length);
    const superseded = SUPERSEDED.exec(status ?? '');
    if (status !== 'Accepted' && !superseded)
      problems.push(`${where}: no "Status: Accepted" or "Status: Superseded by [NNN](file)" line`);
    if (superseded) {
      const [, number = '', replacement = ''] = superseded;
      if (!(replacement in files) || !replacement.startsWith(`${number}-`))
        problems.push(`${where}: superseded by ${replacement}, which is not a decision here`);
      if (number === row.number) problems.push(`${where}: superseded by itself`);
      if (row.status !== `Superseded by ${number}`)
        problems.push(`index: ${row.number} should say "Superseded by ${number}"`);
    } else if (status === 'Accepted' && row.status !== 'Accepted') {
      problems.push(`index: ${row.number} should say "Accepted"`);
    }

    let from = 0;
    for (const section of SECTIONS) {
      const at = lines.indexOf(section, from);
      if (at < 0) {
        problems.push(`${where}: no "${section}" heading after the previous section`);
        continue;
      }
      const next = lines.findIndex((line, i) => i > at && line.startsWith('## '));
      const body = lines
        .slice(at + 1, next < 0 ? undefined : next)
        .join('')
        .trim();
      if (!body) problems.push(`${where}: "${section}" is empty`);
      from = at + 1;
    }
  }
  return problems;
}

const decision = (number: string, title: string, status = 'Accepted', date = '2026-11-21') =>
  [
    `# ${number}. ${title}`,
    '',
    `Date: ${date}`,
    '',
    `Status: ${status}`,
    '',
    ...SECTIONS.flatMap((section) => [section, '', 'Text.', '']),
  ].join('\n');
const indexOf = (...rows: [number: string, file: string, title: string, status: string][]) =>
  ['| No. | Decision | Area | Status |', '| --- | --- | --- | --- |']
    .concat(
      rows.map(([n, file, title, status]) => `| [${n}](${file}) | ${title} | Data | ${status} |`),
    )
    .join('\n');

describe('the decision records', () => {
  const files = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name !== INDEX)
      .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')]),
  );
  const index = readFileSync(new URL(INDEX, folder), 'utf8');

  it('are all in the index, in order, each with its date, status and sections', () => {
    expect(Object.keys(files).length).toBeGreaterThan(80);
    expect(problemsOf(index, files)).toEqual([]);
  });

  it('keep superseded decisions, each naming the decision that replaced it', () => {
    const superseded = Object.values(files).filter((text) => /^Status: Superseded/m.test(text));
    expect(superseded.length).toBeGreaterThan(0);
  });
});

describe('the checks on the decision records', () => {
  const one = '001-one.md';
  const two = '002-two.md';
  const good = { [one]: decision('001', 'One'), [two]: decision('002', 'Two') };
  const goodIndex = indexOf(['001', one, 'One', 'Accepted'], ['002', two, 'Two', 'Accepted']);

  it('pass a consistent folder', () => {
    expect(problemsOf(goodIndex, good)).toEqual([]);
  });

  it('fail on a file missing from the index', () => {
    expect(problemsOf(indexOf(['001', one, 'One', 'Accepted']), good)).toContain(
      '002-two.md: not in the index',
    );
  });

  it('fail on an index that names a missing file', () => {
    expect(problemsOf(goodIndex, { [one]: good[one] ?? '' })).toContain(
      'index: names 002-two.md, which does not exist',
    );
  });

  it('fail on a repeated or a skipped number', () => {
    const repeated = { [one]: good[one] ?? '', '001-again.md': decision('001', 'Again') };
    expect(
      problemsOf(
        indexOf(['001', one, 'One', 'Accepted'], ['001', '001-again.md', 'Again', 'Accepted']),
        repeated,
      ),
    ).toContain('index: 001 where 002 comes next (numbers repeat or skip)');
    const skipped = { [one]: good[one] ?? '', '003-three.md': decision('003', 'Three') };
    expect(
      problemsOf(
        indexOf(['001', one, 'One', 'Accepted'], ['003', '003-three.md', 'Three', 'Accepted']),
        skipped,
      ),
    ).toContain('files: 003 where 002 comes next');
  });

  it('fail on a missing heading, date or status', () => {
    const broken = {
      [one]: (good[one] ?? '').replace('## Consequences', '## Results'),
      [two]: (good[two] ?? '').replace('Date: 2026-11-21', '').replace('Accepted', 'Maybe'),
    };
    expect(problemsOf(goodIndex, broken)).toEqual(
      expect.arrayContaining([
        '001-one.md: no "## Consequences" heading after the previous section',
        '002-two.md: no "Date: YYYY-MM-DD" line',
        '002-two.md: no "Status: Accepted" or "Status: Superseded by [NNN](file)" line',
      ]),
    );
  });

  it('fail on a superseded decision whose replacement does not exist', () => {
    const replaced = {
      [one]: decision('001', 'One', 'Superseded by [003](003-three.md)'),
      [two]: good[two] ?? '',
    };
    const index = indexOf(
      ['001', one, 'One', 'Superseded by 003'],
      ['002', two, 'Two', 'Accepted'],
    );
    expect(problemsOf(index, replaced)).toContain(
      '001-one.md: superseded by 003-three.md, which is not a decision here',
    );
    const valid = { ...replaced, [one]: decision('001', 'One', 'Superseded by [002](002-two.md)') };
    expect(
      problemsOf(
        indexOf(['001', one, 'One', 'Superseded by 002'], ['002', two, 'Two', 'Accepted']),
        valid,
      ),
    ).toEqual([]);
  });
});
