/**
 * CSV as RFC 4180 has it, and as spreadsheets write it: fields separated by commas, records by
 * CRLF or LF, fields that hold a comma, a quote or a line break wrapped in double quotes with
 * quotes doubled. A UTF-8 byte-order mark, which Excel writes and needs, is dropped on reading and
 * written on output.
 *
 * Every file written here is opened in a spreadsheet, which runs a cell starting with = + - or @
 * as a formula ("CSV injection"): what visitors typed, or a test name copied from anywhere, could
 * fetch a web address or start a program. So a cell that would start a formula is written with a
 * leading apostrophe, which makes spreadsheets take it as text, and reading takes that apostrophe
 * off again, so that an exported file imports back to what was exported.
 */

export interface CsvRecord {
  /** The line the record starts on, counting from 1, as a text editor numbers it. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`line ${line}: ${problem}`);
    this.name = 'CsvSyntaxError';
  }
}

const BOM = '\uFEFF';

/**
 * Splits CSV text into records. Blank lines are skipped. A quote inside an unquoted field is kept
 * as it is (`14" film`), as hand-edited files have them; text after a closing quote, or a quote
 * that never closes, is an error naming the line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < input.length) {
    const char = input[index];
    if (char === '"' && field === '') {
      // A quoted field: runs to the next lone quote, across commas and line breaks.
      const quoteLine = line;
      index += 1;
      for (;;) {
        if (index >= input.length) {
          throw new CsvSyntaxError(quoteLine, 'a quoted field is never closed');
        }
        const inner = input[index];
        if (inner === '"') {
          if (input[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (inner === '\n') line += 1;
        field += inner;
        index += 1;
      }
      const next = input[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(line, 'text follows the closing quote of a field');
      }
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      index += 1;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records.map((record) => ({ ...record, fields: record.fields.map(fromSpreadsheetText) }));
}

/**
 * A cell a spreadsheet may run as a formula: after any spaces (ASCII, no-break or other Unicode
 * spaces, and zero-width characters, which nobody would see), it starts with = + - or @, in their
 * ASCII or full-width forms, or with a tab or a carriage return, as OWASP's list has it. Leading
 * apostrophes are allowed for, so that a cell which already starts with one gets another and
 * reading stays the exact inverse of writing.
 */
const opensFormula = /^'*[\s\u200B-\u200D\u2060]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The cell as written to a file: an apostrophe ahead of anything a spreadsheet would run. */
const asSpreadsheetText = (value: string) => (opensFormula.test(value) ? `'${value}` : value);

/** The value of a cell written by asSpreadsheetText: its guarding apostrophe taken off. */
const fromSpreadsheetText = (cell: string) =>
  cell.startsWith("'") && opensFormula.test(cell.slice(1)) ? cell.slice(1) : cell;

const needsQuotes = /[",\r\n]|^\s|\s$/;

function formatField(value: string): string {
  return needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * CSV text for a header and rows: CRLF line ends, a byte-order mark so Excel reads UTF-8, and
 * every cell safe to open in a spreadsheet.
 */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    BOM +
    [header, ...rows]
      .map((row) => row.map((cell) => formatField(asSpreadsheetText(cell))).join(',') + '\r\n')
      .join('')
  );
}
