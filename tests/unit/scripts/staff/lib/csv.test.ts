// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsv, parseCsv } from '../../../../../scripts/staff/lib/csv';

const fieldsOf = (text: string) => parseCsv(text).map(({ fields }) => fields);

describe('parseCsv', () => {
  it('reads plain records with LF or CRLF line ends', () => {
    expect(fieldsOf('name,mrp\nCBC,350\r\nESR,120')).toEqual([
      ['name', 'mrp'],
      ['CBC', '350'],
      ['ESR', '120'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('name,pti\n"Lipid, full","Fast 12 h\r\nNo ""tea"""\n')).toEqual([
      ['name', 'pti'],
      ['Lipid, full', 'Fast 12 h\r\nNo "tea"'],
    ]);
  });

  it('numbers each record by the line it starts on, skipping blank lines', () => {
    const records = parseCsv('name,pti\n"A","two\nlines"\n\nB,x\n');
    expect(records.map(({ line }) => line)).toEqual([1, 2, 5]);
  });

  it('drops a UTF-8 byte-order mark and keeps empty fields', () => {
    expect(fieldsOf('\uFEFFid,name,mrp\n,CBC,\n"",ESR,""')).toEqual([
      ['id', 'name', 'mrp'],
      ['', 'CBC', ''],
      ['', 'ESR', ''],
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(fieldsOf('X-Ray 14"x17",₹1,200')).toEqual([['X-Ray 14"x17"', '₹1', '200']]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => parseCsv('name\nCBC\n"Lipid\nprofile\n')).toThrow(
      new CsvSyntaxError(3, 'a quoted field is never closed'),
    );
  });

  it('names the line where text follows a closing quote', () => {
    expect(() => parseCsv('name\n"CBC"x\n')).toThrow(/^line 2: text follows/);
  });
});

describe('formatCsv', () => {
  it('quotes only the fields that need it, with CRLF line ends and a byte-order mark', () => {
    expect(
      formatCsv(
        ['id', 'name'],
        [
          ['a', 'Lipid, full'],
          ['b', 'say "hi"'],
          ['c', ' x'],
        ],
      ),
    ).toBe('\uFEFFid,name\r\na,"Lipid, full"\r\nb,"say ""hi"""\r\nc," x"\r\n');
  });

  it('writes what parseCsv reads back unchanged, formula-like cells included', () => {
    const rows = [
      ['cbc', 'Complete Blood Count', 'No preparation', '₹1,200', ''],
      ['lipid', 'Lipid "full" profile', 'Fast 12 h,\nwater allowed', '', '15'],
      ['বাংলা', 'রক্ত পরীক্ষা', '', '450', '0'],
      ['-1+1', '=HYPERLINK("http://x")', "'=already quoted", "''+1", '-500'],
      ['@sum', "'plain apostrophe", '\u00A0\t=1', ' ＠x', "it's"],
    ];
    const header = ['id', 'name', 'pti', 'mrp', 'off'];
    expect(fieldsOf(formatCsv(header, rows))).toEqual([header, ...rows]);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-500', "'-500"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', '"\'\r=1"'],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠x', "'＠x"],
    ['   =1+1', "'   =1+1"],
    ['\u00A0=1', "'\u00A0=1"],
    ['\u2003\u3000+1', "'\u2003\u3000+1"],
    ['\u200B=1', "'\u200B=1"],
    ["'=1", "''=1"],
  ])('writes %j, which a spreadsheet would run, as text: %s', (value, cell) => {
    expect(formatCsv(['id'], [[value]])).toBe(`\uFEFFid\r\n${cell}\r\n`);
  });

  it.each([['CBC'], ['1200'], ['₹ -500'], ['a-b'], ["'plain"], ['Rs. 450/-'], ['']])(
    'writes %j as it is',
    (value) => {
      expect(formatCsv(['id'], [[value]])).toBe(`\uFEFFid\r\n${value}\r\n`);
    },
  );
});
