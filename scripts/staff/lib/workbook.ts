import readXlsxFile, { InvalidInputError } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import {
  fileColumns,
  findCollection,
  ID_COLUMN,
  importableCollections,
  readRow,
  type ImportableCollection,
} from './catalogue';
import { checkColumns, rejectDuplicateIds, type CatalogueFile } from './catalogue-file';
import { ToolError } from './tool';

/**
 * Price lists as Excel workbooks (.xlsx), one sheet per collection, named after it. A CSV saved
 * by Excel's usual "CSV (Comma delimited)" loses every Bengali letter; a workbook keeps them, so
 * this is the file a receptionist's PC can edit safely.
 *
 * Every cell is written as text with the Text number format, never as a formula: a name that
 * starts with "=" is stored as those characters, shows as them, and stays text when someone
 * edits the cell, so nothing in the file can run. Reading gives the cells as the spreadsheet
 * holds them: text, numbers typed into a cell, and dates as dates.
 */

export interface CatalogueSheet {
  collection: ImportableCollection;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The workbook's column letter of a 0-based index: A … Z, AA … */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

const TEXT_FORMAT = '@';
const textCell = (value: string, fontWeight?: 'bold') => ({
  value,
  type: String,
  format: TEXT_FORMAT,
  ...(fontWeight === undefined ? {} : { fontWeight }),
});

/** The .xlsx file of the sheets, header row in bold and kept in view while scrolling. */
export async function formatWorkbook(sheets: readonly CatalogueSheet[]): Promise<Buffer> {
  return writeXlsxFile(
    sheets.map(({ collection, columns, rows }) => ({
      sheet: collection,
      stickyRowsCount: 1,
      columns: columns.map((column) => ({
        width: column === ID_COLUMN || column.startsWith('name') ? 30 : 20,
      })),
      data: [
        columns.map((column) => textCell(column, 'bold')),
        ...rows.map((row) => row.map((cell) => textCell(cell))),
      ],
    })),
  ).toBuffer();
}

export interface WorkbookSheetFile {
  collection: ImportableCollection;
  file: CatalogueFile;
}

type Cell = string | number | boolean | Date | null;

const isBlankRow = (row: readonly Cell[]) =>
  row.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** The sheet's header, checked: each column known to the collection, once, `name` among them. */
function readHeader(
  collection: ImportableCollection,
  sheet: string,
  headerRow: number,
  cells: readonly Cell[],
): string[] {
  const titles = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
  const lastTitled = titles.findLastIndex((title) => title !== '');
  const untitled = titles.slice(0, lastTitled + 1).indexOf('');
  if (untitled !== -1) {
    throw new ToolError(
      `sheet "${sheet}", row ${headerRow}, column ${columnLetter(untitled)}: the column has no ` +
        'title. Give it one of the column names, or delete the column.',
    );
  }
  const typed = titles.slice(0, lastTitled + 1);
  try {
    return checkColumns(collection, typed);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    const known = fileColumns(collection);
    const lower = typed.map((title) => title.toLowerCase());
    const at = lower.findIndex(
      (title, index) => !known.includes(title) || lower.indexOf(title) !== index,
    );
    const where = at === -1 ? '' : `, column ${columnLetter(at)}`;
    throw new ToolError(`sheet "${sheet}", row ${headerRow}${where}: ${error.message}`);
  }
}

function readSheet(
  collection: ImportableCollection,
  sheet: string,
  data: readonly (readonly Cell[])[],
): CatalogueFile {
  const headerIndex = data.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) {
    throw new ToolError(`sheet "${sheet}" is empty: its first row should name the columns.`);
  }
  const columns = readHeader(collection, sheet, headerIndex + 1, data[headerIndex] ?? []);
  const letterOf = new Map(columns.map((column, index) => [column, columnLetter(index)]));
  const label = (column: string) => `column ${letterOf.get(column) ?? '?'} (${column})`;

  const file: CatalogueFile = { columns, rows: [], rejected: [] };
  data.forEach((cells, index) => {
    if (index <= headerIndex || isBlankRow(cells)) return;
    const source = `sheet "${sheet}", row ${index + 1}`;
    const beyond = cells.findIndex((cell, at) => at >= columns.length && cell !== null);
    if (beyond !== -1) {
      file.rejected.push({
        source,
        reasons: [`column ${columnLetter(beyond)} holds a value but has no title in the first row`],
      });
      return;
    }
    const values = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? null]));
    const row = readRow(collection, columns, values, source, label);
    if ('reasons' in row) file.rejected.push(row);
    else file.rows.push(row);
  });
  return rejectDuplicateIds(file);
}

/**
 * Reads a workbook's sheets, each named after a collection (in any case); with `only`, just that
 * collection's sheet. A workbook that cannot be read as a price list (not an .xlsx, a sheet of
 * another name, a column without a known title) stops everything, naming the sheet, the row and
 * the column; a row with a bad cell is rejected with the same, as a CSV line is.
 */
export async function readWorkbook(
  content: Buffer,
  fileName: string,
  only?: ImportableCollection,
): Promise<WorkbookSheetFile[]> {
  let sheets: { sheet: string; data: Cell[][] }[];
  try {
    sheets = (await readXlsxFile(content, { trim: false })) as unknown as typeof sheets;
  } catch (error) {
    const reason =
      error instanceof InvalidInputError && error.code === 'XLS_FILE_NOT_SUPPORTED'
        ? 'it is an old .xls workbook; open it in Excel and save it as "Excel Workbook (.xlsx)"'
        : `it is not an Excel workbook (.xlsx) that can be read (${error instanceof Error ? error.message : String(error)})`;
    throw new ToolError(`cannot read ${fileName}: ${reason}.`);
  }
  const result: WorkbookSheetFile[] = [];
  for (const { sheet, data } of sheets) {
    const collection = findCollection(sheet);
    if (collection === undefined) {
      throw new ToolError(
        `sheet "${sheet}" is not a price list: name each sheet after its collection ` +
          `(${importableCollections.join(', ')}), or delete the sheet.`,
      );
    }
    if (result.some((read) => read.collection === collection)) {
      throw new ToolError(`sheet "${sheet}": ${collection} has two sheets; keep one.`);
    }
    if (only !== undefined && collection !== only) continue;
    result.push({ collection, file: readSheet(collection, sheet, data) });
  }
  if (result.length === 0) {
    throw new ToolError(
      `${fileName} has no sheet named ${only ?? importableCollections.join(', or ')}.`,
    );
  }
  return result;
}
