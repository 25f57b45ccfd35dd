// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idFromName } from '../../../scripts/staff/lib/catalogue';
import { readCatalogueFile } from '../../../scripts/staff/lib/catalogue-file';
import { ToolError } from '../../../scripts/staff/lib/tool';
import { parseLabTest } from '../../../src/data/parsers/tests';

const labTests = (text: string) => readCatalogueFile('Labtest', 'prices.csv', text);

describe('reading a price list', () => {
  it('stores amounts as the numbers the site reads from them', () => {
    const { rows, rejected } = labTests(
      'name,mrp,off,price\n' +
        'CBC,"1,200",10%,"₹1,080"\n' +
        'ESR,"Rs. 450/-",,₹ 450\n' +
        'Hb,120.50,0,120.5\n',
    );
    expect(rejected).toEqual([]);
    expect(rows.map(({ fields }) => fields)).toEqual([
      { name: 'CBC', mrp: 1200, off: 10, price: 1080 },
      { name: 'ESR', mrp: 450, off: null, price: 450 },
      { name: 'Hb', mrp: 120.5, off: 0, price: 120.5 },
    ]);
    // The site's parser reads the typed text and the stored number alike.
    for (const [typed, stored] of [
      ['1,200', 1200],
      ['₹1,080', 1080],
    ] as const) {
      expect(parseLabTest({ id: 'x', data: { name: 'x', mrp: typed } })?.mrp).toBe(stored);
      expect(parseLabTest({ id: 'x', data: { name: 'x', mrp: stored } })?.mrp).toBe(stored);
    }
  });

  it('makes stable ids from names, or takes them from the id column', () => {
    const { rows } = labTests(
      'id,name\n,Complete Blood Count (CBC)\ncbc-2,Complete Blood Count\n,থাইরয়েড প্রোফাইল\n',
    );
    expect(rows.map(({ id }) => id)).toEqual([
      'complete-blood-count-cbc',
      'cbc-2',
      idFromName('থাইরয়েড প্রোফাইল'),
    ]);
    expect(idFromName('থাইরয়েড প্রোফাইল')).toBe('থাইরয়েড-প্রোফাইল');
    expect(idFromName('  Vitamin B12 / Folate ')).toBe('vitamin-b12-folate');
  });

  it('rejects each bad row with its line number and every reason', () => {
    const { rows, rejected } = labTests(
      'name,mrp,off,price\n' +
        'CBC,350,10,315\n' +
        ',100,,\n' +
        'ESR,abc,150,120\n' +
        '"Lipid\nprofile",1200 or 1500,,\n' +
        'Urine,10\n',
    );
    expect(rows.map(({ id }) => id)).toEqual(['cbc']);
    expect(rejected).toEqual([
      { source: 'line 3', reasons: ['name is empty (the site shows no test without a name)'] },
      {
        source: 'line 4',
        reasons: [
          'mrp "abc" is not an amount in rupees',
          'off "150" is not a percentage from 0 to 100',
        ],
      },
      { source: 'line 5', reasons: ['mrp "1200 or 1500" holds more than one number'] },
      { source: 'line 7', reasons: ['has 2 values; the header has 4 columns'] },
    ]);
  });

  it('rejects both rows of a repeated id, pointing at each other', () => {
    const { rows, rejected } = labTests('name\nCBC\nESR\ncbc\n');
    expect(rows.map(({ id }) => id)).toEqual(['esr']);
    expect(rejected).toEqual([
      {
        source: 'line 2',
        reasons: ['id "cbc" is also on line 4 (add an id column to tell them apart)'],
      },
      {
        source: 'line 4',
        reasons: ['id "cbc" is also on line 2 (add an id column to tell them apart)'],
      },
    ]);
  });

  it('rejects ids Firestore would refuse', () => {
    const { rejected } = labTests('id,name\na/b,CBC\n__x__,ESR\n');
    expect(rejected.map(({ reasons }) => reasons)).toEqual([
      ['id "a/b" contains "/"'],
      ['id "__x__" is reserved by Firestore'],
    ]);
  });

  it('stops on a column that is not a field of the collection, or a missing name', () => {
    expect(() => labTests('name,prcie\nCBC,10\n')).toThrow(
      new ToolError(
        'unknown column "prcie". The columns for Labtest are: id, name, name_bn, pti, pti_bn, delivery, delivery_bn, mrp, off, price.',
      ),
    );
    expect(() => readCatalogueFile('Radiology', 'x.csv', 'name,mrp\nMRI,10\n')).toThrow(
      /unknown column "mrp"/,
    );
    expect(() => labTests('id,mrp\nx,10\n')).toThrow('the file has no "name" column.');
    expect(() => labTests('Name,NAME\nx,y\n')).toThrow('the column "name" appears twice.');
  });

  it('reads a JSON list the same way, naming items by position', () => {
    const file = readCatalogueFile(
      'Labtest',
      'prices.json',
      JSON.stringify([
        { id: 'cbc', name: 'CBC', mrp: 350, off: '10', price: '₹315' },
        { name: 'ESR', delivery: 1 },
        { name: 'Hb', mrp: { amount: 1 } },
        'not an object',
      ]),
    );
    expect(file.rows).toEqual([
      {
        source: 'item 1',
        id: 'cbc',
        fields: { name: 'CBC', mrp: 350, off: 10, price: 315, delivery: null },
      },
      {
        source: 'item 2',
        id: 'esr',
        fields: { name: 'ESR', mrp: null, off: null, price: null, delivery: '1' },
      },
    ]);
    expect(file.rejected).toEqual([
      { source: 'item 3', reasons: ['mrp must be text or a number, not {"amount":1}'] },
      { source: 'item 4', reasons: ['is not an object of fields'] },
    ]);
  });
});
