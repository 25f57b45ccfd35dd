// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import {
  catalogueTable,
  importableCollections,
  type ImportableCollection,
} from '../../../../../scripts/staff/lib/catalogue';
import { plan } from '../../../../../scripts/staff/lib/import-plan';
import { ToolError } from '../../../../../scripts/staff/lib/tool';
import {
  columnLetter,
  formatWorkbook,
  readWorkbook,
} from '../../../../../scripts/staff/lib/workbook';
import { demoCatalogue } from '../../../../../src/shared/demo-catalogue';
import { readAmount } from '../../../../../src/shared/parsers/fields';

const labtestColumns = ['id', 'name', 'name_bn', 'mrp', 'price'];

/** A workbook as a receptionist's Excel might save it: cells of any type, a sheet per list. */
const handMade = (sheets: { sheet: string; data: unknown[][] }[]) =>
  writeXlsxFile(sheets as Parameters<typeof writeXlsxFile>[0]).toBuffer();

const readError = async (content: Buffer) =>
  readWorkbook(content, 'prices.xlsx').then(
    () => '',
    (error: unknown) => (error instanceof ToolError ? error.message : String(error)),
  );

describe('price lists as Excel workbooks', () => {
  it('writes every cell as text, so a formula stays the characters typed', async () => {
    const formula = '=HYPERLINK("http://example.com/steal","Click for results")';
    const content = await formatWorkbook([
      {
        collection: 'Labtest',
        columns: labtestColumns,
        rows: [['cbc', formula, 'কমপ্লিট ব্লাড কাউন্ট (CBC)', '+350', '@315']],
      },
    ]);

    const sheetXml = strFromU8(unzipSync(new Uint8Array(content))['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).not.toMatch(/<f[ >]/);

    const [sheet] = await readWorkbook(content, 'prices.xlsx');
    expect(sheet?.collection).toBe('Labtest');
    expect(sheet?.file.rows).toEqual([]);
    // Read back as typed: the formula as text, and the amounts refused as formula-like.
    expect(sheet?.file.rejected).toEqual([
      {
        source: 'sheet "Labtest", row 2',
        reasons: [
          'column D (mrp) "+350" looks like a spreadsheet formula; type the amount alone',
          'column E (price) "@315" looks like a spreadsheet formula; type the amount alone',
        ],
      },
    ]);

    const named = await readWorkbook(
      await formatWorkbook([
        { collection: 'Radiology', columns: ['id', 'name'], rows: [['link', formula]] },
      ]),
      'prices.xlsx',
    );
    expect(named[0]?.file.rows[0]?.fields).toEqual({ name: formula });
  });

  it('keeps Bengali, and reads amounts typed as numbers', async () => {
    const content = await handMade([
      {
        sheet: 'labtest',
        data: [
          ['name', 'name_bn', 'mrp', 'price'],
          ['TSH', 'থাইরয়েড স্টিমুলেটিং হরমোন (TSH)', 400, '₹360'],
        ],
      },
    ]);
    const [sheet] = await readWorkbook(content, 'prices.xlsx');
    expect(sheet?.file.rejected).toEqual([]);
    expect(sheet?.file.rows).toEqual([
      {
        source: 'sheet "labtest", row 2',
        id: 'tsh',
        fields: { name: 'TSH', name_bn: 'থাইরয়েড স্টিমুলেটিং হরমোন (TSH)', mrp: 400, price: 360 },
      },
    ]);
  });

  it("reads Excel's serial dates as dates, never as their day numbers", async () => {
    const day = new Date(Date.UTC(2026, 11, 10));
    const content = await handMade([
      {
        sheet: 'Labtest',
        data: [
          ['name', 'delivery', 'mrp'],
          ['Culture', { value: day, type: Date, format: 'dd/mm/yyyy' }, 500],
          ['ESR', 'Same day', { value: day, type: Date, format: 'dd/mm/yyyy' }],
        ],
      },
    ]);
    const [sheet] = await readWorkbook(content, 'prices.xlsx');
    expect(sheet?.file.rows.map(({ fields }) => fields)).toEqual([
      { name: 'Culture', delivery: '10 Dec 2026', mrp: 500 },
    ]);
    expect(sheet?.file.rejected[0]?.source).toBe('sheet "Labtest", row 3');
    expect(sheet?.file.rejected[0]?.reasons).toEqual([
      'column C (mrp) holds the date 10 Dec 2026, not an amount: the spreadsheet took what was ' +
        'typed for a date; format the column as Text and type it again',
    ]);
  });

  it('refuses a workbook that is not a price list, naming the sheet, row and column', async () => {
    expect(await readError(Buffer.from('name,mrp\nCBC,350\n'))).toMatch(
      /^cannot read prices\.xlsx: it is not an Excel workbook \(\.xlsx\) that can be read/,
    );
    expect(await readError(await handMade([{ sheet: 'Prices', data: [['name'], ['CBC']] }]))).toBe(
      'sheet "Prices" is not a price list: name each sheet after its collection ' +
        `(${importableCollections.join(', ')}), or delete the sheet.`,
    );
    expect(
      await readError(
        await handMade([
          {
            sheet: 'Labtest',
            data: [
              ['name', 'mrp', 'prcie'],
              ['CBC', 1, 1],
            ],
          },
        ]),
      ),
    ).toMatch(
      /^sheet "Labtest", row 1, column C: unknown column "prcie"\. The columns for Labtest/,
    );
    expect(
      await readError(
        await handMade([
          {
            sheet: 'Labtest',
            data: [
              ['mrp', null, 'name'],
              [1, 2, 'CBC'],
            ],
          },
        ]),
      ),
    ).toBe(
      'sheet "Labtest", row 1, column B: the column has no title. Give it one of the column ' +
        'names, or delete the column.',
    );
    expect(
      await readError(await handMade([{ sheet: 'Radiology', data: [['pti'], ['Fasting']] }])),
    ).toBe('sheet "Radiology", row 1: the file has no "name" column.');
  });

  it('rejects a row with a bad cell, or a cell beyond the titled columns', async () => {
    const content = await handMade([
      {
        sheet: 'Labtest',
        data: [
          ['name', 'name_bn', 'mrp'],
          ['CBC', 'কমপ্লিট ব্লাড কাউন্ট', 'abc'],
          [null, null, null],
          ['ESR', '??? ???', 100, 'note'],
        ],
      },
    ]);
    const [sheet] = await readWorkbook(content, 'prices.xlsx');
    expect(sheet?.file.rows).toEqual([]);
    expect(sheet?.file.rejected.map(({ source }) => source)).toEqual([
      'sheet "Labtest", row 2',
      'sheet "Labtest", row 4',
    ]);
    expect(sheet?.file.rejected[0]?.reasons).toEqual([
      'column C (mrp) "abc" is not an amount in rupees',
    ]);
    expect(sheet?.file.rejected[1]?.reasons).toEqual([
      'column D holds a value but has no title in the first row',
    ]);
  });

  it('round-trips every demo collection through one workbook without a change', async () => {
    const collections = await Promise.all(
      importableCollections.map(async (collection: ImportableCollection) => {
        const documents = await demoCatalogue[collection]();
        return { collection, documents, ...catalogueTable(collection, documents) };
      }),
    );
    const sheets = await readWorkbook(await formatWorkbook(collections), 'demo.xlsx');

    expect(sheets.map(({ collection }) => collection)).toEqual(importableCollections);
    for (const { collection, documents } of collections) {
      const read = sheets.find((sheet) => sheet.collection === collection)?.file;
      expect(read?.rejected, collection).toEqual([]);
      const stored = new Map(documents.map(({ id, data }) => [id, data]));
      const result = plan(read?.rows ?? [], stored);
      expect({ ...result, changed: [] }, collection).toEqual({
        created: [],
        changed: [],
        unchanged: documents.length - result.changed.length,
        missing: [],
      });
      // The only writes: amounts the console holds as typed text ("1,500"), stored as the
      // number the site already reads from them.
      for (const { row, differences } of result.changed) {
        for (const difference of differences) {
          const field = difference.split(' ')[0] ?? '';
          expect(['mrp', 'off', 'price'], difference).toContain(field);
          const typed = stored.get(row.id)?.[field];
          expect(typeof typed, difference).toBe('string');
          expect(readAmount(typed), difference).toBe(row.fields[field]);
        }
      }
    }
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
