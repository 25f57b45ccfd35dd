// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idFromName } from '../../../../../scripts/staff/lib/catalogue';
import { readCatalogueFile } from '../../../../../scripts/staff/lib/catalogue-file';
import { ToolError } from '../../../../../scripts/staff/lib/tool';
import { parseLabTest } from '../../../../../src/shared/parsers/tests';

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

  it('refuses Bengali that a spreadsheet turned into question marks, naming the row and column', () => {
    const { rows, rejected } = labTests(
      'name,name_bn,pti,pti_bn\n' +
        'CBC,কমপ্লিট ব্লাড কাউন্ট (CBC),No special preparation,কোনো বিশেষ প্রস্তুতি লাগে না\n' +
        'TSH,??????? (TSH),Morning sample,Morning sample?\n' +
        'ESR,\uFFFD\uFFFD\uFFFD (ESR),,\n',
    );
    expect(rows.map(({ id }) => id)).toEqual(['cbc']);
    expect(rejected.map(({ source }) => source)).toEqual(['line 3', 'line 4']);
    expect(rejected[0]?.reasons).toHaveLength(1);
    expect(rejected[0]?.reasons[0]).toMatch(
      /^name_bn "\?{7} \(TSH\)" holds question marks .*Keep the price list as a workbook instead \(catalogue:export -- --out prices\.xlsx\).*"CSV UTF-8 \(Comma delimited\)"/,
    );
    expect(rejected[1]?.reasons[0]).toMatch(/^name_bn ".*" holds question marks or �/);
  });

  it.each([
    ['1200', 1200],
    ['"1,200"', 1200],
    ['"₹1,200"', 1200],
    ['₹ 1200', 1200],
    ['Rs. 1200', 1200],
    ['Rs 1200', 1200],
    ['"Rs. 1,200/-"', 1200],
    ['INR 1200', 1200],
    ['1200.50', 1200.5],
    ['"1,200.50"', 1200.5],
    ['1.5', 1.5],
    ['"1,20,000"', 120000],
    ['"₹1,00,00,000"', 10000000],
    ['"1,200,000"', 1200000],
    ['0', 0],
  ])('reads the price %s as %d, as the site does', (typed, stored) => {
    const { rows, rejected } = labTests(`name,price\nCBC,${typed}\n`);
    expect(rejected).toEqual([]);
    expect(rows[0]?.fields.price).toBe(stored);
    expect(
      parseLabTest({ id: 'x', data: { name: 'x', price: typed.replace(/"/g, '') } })?.price,
    ).toBe(stored);
  });

  it('reads an empty amount as none', () => {
    const { rows, rejected } = labTests('name,mrp,off,price\nCBC,,,\nESR, , ,\n');
    expect(rejected).toEqual([]);
    expect(rows.map(({ fields }) => fields)).toEqual([
      { name: 'CBC', mrp: null, off: null, price: null },
      { name: 'ESR', mrp: null, off: null, price: null },
    ]);
  });

  it.each([
    ['-500', 'price "-500" is negative'],
    ['"₹ -500"', 'price "₹ -500" is negative'],
    ['-₹500', 'price "-₹500" is negative'],
    ['Rs.-500', 'price "Rs.-500" is negative'],
    ['(500)', 'price "(500)" is in brackets, which accounts use for a negative amount'],
    ['₹(500)', 'price "₹(500)" is in brackets, which accounts use for a negative amount'],
    ['=100', 'price "=100" looks like a spreadsheet formula; type the amount alone'],
    ['+100', 'price "+100" looks like a spreadsheet formula; type the amount alone'],
    ['@100', 'price "@100" looks like a spreadsheet formula; type the amount alone'],
    ['＝100', 'price "＝100" looks like a spreadsheet formula; type the amount alone'],
    [
      '1.500',
      'price "1.500" is ambiguous (1.5 or 1500?): write 1500 for rupees, ' +
        'or paise after a dot with at most 2 decimals',
    ],
    [
      '"1,50"',
      'price "1,50" is ambiguous (1.5 or 150?): write 150 for rupees, ' +
        'or paise after a dot with at most 2 decimals',
    ],
    ['"1,2000"', 'price "1,2000" has commas in the wrong places (write 1,200 or 1,20,000)'],
    ['1200.505', 'price "1200.505" has more than 2 decimals (paise)'],
    ['15%', 'price "15%" is not an amount in rupees'],
    ['.5', 'price ".5" is not an amount in rupees'],
    ['1200 or 1500', 'price "1200 or 1500" holds more than one number'],
    ['1200 (was 1500)', 'price "1200 (was 1500)" holds more than one number'],
    ['1e3', 'price "1e3" is written with an exponent; type the amount in full'],
  ])('rejects the price %s, naming the line and the column', (typed, reason) => {
    const { rows, rejected } = labTests(`name,price\nCBC,${typed}\n`);
    expect(rows).toEqual([]);
    expect(rejected).toEqual([{ source: 'line 2', reasons: [reason] }]);
  });

  it('rejects a negative amount in a JSON list too', () => {
    const { rejected } = readCatalogueFile(
      'Labtest',
      'prices.json',
      JSON.stringify([{ name: 'CBC', mrp: -500, off: '=10' }]),
    );
    expect(rejected).toEqual([
      {
        source: 'item 1',
        reasons: [
          'mrp -500 is negative',
          'off "=10" looks like a spreadsheet formula; type the amount alone',
        ],
      },
    ]);
  });

  it('rejects a price above the MRP, and a discount that MRP and price do not give', () => {
    const { rows, rejected } = labTests(
      'name,mrp,off,price\n' +
        'CBC,350,10,315\n' +
        // Rounded as staff round them: 10.01% written 10, and the price to the rupee.
        'ESR,999,10,899\n' +
        'Hb,50,15,43\n' +
        'Urine,1500,20,1199\n' +
        'Lipid,400,,500\n' +
        'TSH,500,10,400\n' +
        'Sugar,200,0,150\n' +
        'T3,300,"20 %",240\n',
    );
    expect(rows.map(({ id }) => id)).toEqual(['cbc', 'esr', 'hb', 'urine', 't3']);
    expect(rejected).toEqual([
      { source: 'line 6', reasons: ['price 500 is above the mrp 400'] },
      {
        source: 'line 7',
        reasons: ['off 10% does not match mrp 500 and price 400, a 20% discount'],
      },
      {
        source: 'line 8',
        reasons: ['off 0% does not match mrp 200 and price 150, a 25% discount'],
      },
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
        'unknown column "prcie". The columns for Labtest are: id, name, name_bn, pti, pti_bn, delivery, delivery_bn, sample, sample_bn, about, about_bn, why, why_bn, who, who_bn, includes, reviewedBy, reviewedOn, mrp, off, price, code, kind, rank, service.',
      ),
    );
    expect(() => readCatalogueFile('Radiology', 'x.csv', 'name,prcie\nMRI,10\n')).toThrow(
      /unknown column "prcie"/,
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
