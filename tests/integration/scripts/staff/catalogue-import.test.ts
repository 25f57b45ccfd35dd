import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { catalogueImport } from '../../../../scripts/staff/catalogue-import';
import { runTool } from '../../../../scripts/staff/lib/tool';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

const priceList =
  'name,pti,delivery,mrp,off,price\r\n' +
  'Complete Blood Count (CBC),No special preparation,Same day,350,10,315\r\n' +
  '"Lipid Profile, full","Fast 10-12 hours;\r\nwater is allowed",Next day,"1,200",15%,"₹1,020"\r\n' +
  'HbA1c,,Same day,₹ 600,0,Rs. 600/-\r\n';

async function documentsOf(projectId: string, collection: string) {
  const snapshot = await adminFirestore(projectId).collection(collection).get();
  return Object.fromEntries(snapshot.docs.map((document) => [document.id, document.data()]));
}

/** A lab's eight tests in Labtest, the collection a file cut short would empty. */
const eightTests = ['cbc', 'esr', 'hb', 'lipid', 'sugar', 'tsh', 'urine', 'vitamin-d'];

async function storeTests(projectId: string, ids: readonly string[]) {
  const db = adminFirestore(projectId);
  const batch = db.batch();
  for (const id of ids) batch.set(db.doc(`Labtest/${id}`), { name: id.toUpperCase(), price: 100 });
  await batch.commit();
}

/** Imports on a terminal where staff type `answer`, keeping the questions asked. */
async function importAnswering(answer: string, args: string[], cwd: string) {
  const questions: string[] = [];
  const run = { out: [] as string[], err: [] as string[], questions };
  const code = await runTool(catalogueImport, args, {
    out: (line) => run.out.push(line),
    err: (line) => run.err.push(line),
    cwd,
    env: { FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost') },
    ask: (question) => {
      questions.push(question);
      return Promise.resolve(answer);
    },
    now: () => new Date(),
  });
  return { ...run, code };
}

describe('catalogue:import', () => {
  it('loads a price list, reading "1,200" and "₹1,200" as amounts', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', priceList);

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'labtest', '--project', project],
      { cwd: work.folder },
    );

    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Labtest: 3 new, 0 changed, 0 unchanged.');
    expect(await documentsOf(project, 'Labtest')).toEqual({
      'complete-blood-count-cbc': {
        name: 'Complete Blood Count (CBC)',
        pti: 'No special preparation',
        delivery: 'Same day',
        mrp: 350,
        off: 10,
        price: 315,
      },
      'lipid-profile-full': {
        name: 'Lipid Profile, full',
        pti: 'Fast 10-12 hours;\r\nwater is allowed',
        delivery: 'Next day',
        mrp: 1200,
        off: 15,
        price: 1020,
      },
      hba1c: { name: 'HbA1c', delivery: 'Same day', mrp: 600, off: 0, price: 600 },
    });
  });

  it('writes nothing when a row is rejected, and lists each with its line and reason', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write(
      'prices.csv',
      priceList + ',No name,Same day,100,,100\r\nESR,,Same day,abc,,120\r\nUrine,x\r\n',
    );

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project],
      { cwd: work.folder },
    );

    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      'Rejected 3 row(s):',
      '  line 6: name is empty (the site shows no test without a name)',
      '  line 7: mrp "abc" is not an amount in rupees',
      '  line 8: has 2 values; the header has 6 columns',
      'Nothing was written. Fix these rows and run again, or add --skip-invalid to import the other 3.',
    ]);
    expect(await documentsOf(project, 'Labtest')).toEqual({});
  });

  it('rejects amounts that are negative, bracketed, formula-like or ambiguous, naming each', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write(
      'prices.csv',
      'name,mrp,off,price\r\n' +
        'CBC,350,10,₹ -500\r\n' +
        'ESR,(500),,120\r\n' +
        'Hb,=100,,+100\r\n' +
        'Lipid,1.500,,@100\r\n' +
        'TSH,"1,50",,-500\r\n' +
        'Sugar,400,,500\r\n' +
        'Urine,500,10,400\r\n' +
        'Vitamin D,"₹1,20,000",,"Rs. 1,00,000/-"\r\n',
    );

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project],
      { cwd: work.folder },
    );

    expect(run.code).toBe(1);
    const ambiguity = 'for rupees, or paise after a dot with at most 2 decimals';
    expect(run.err).toEqual([
      'Rejected 7 row(s):',
      '  line 2: price "₹ -500" is negative',
      '  line 3: mrp "(500)" is in brackets, which accounts use for a negative amount',
      '  line 4: mrp "=100" looks like a spreadsheet formula; type the amount alone; ' +
        'price "+100" looks like a spreadsheet formula; type the amount alone',
      `  line 5: mrp "1.500" is ambiguous (1.5 or 1500?): write 1500 ${ambiguity}; ` +
        'price "@100" looks like a spreadsheet formula; type the amount alone',
      `  line 6: mrp "1,50" is ambiguous (1.5 or 150?): write 150 ${ambiguity}; ` +
        'price "-500" is negative',
      '  line 7: price 500 is above the mrp 400',
      '  line 8: off 10% does not match mrp 500 and price 400, a 20% discount',
      'Nothing was written. Fix these rows and run again, or add --skip-invalid to import the other 1.',
    ]);
    expect(await documentsOf(project, 'Labtest')).toEqual({});
  });

  it('imports the good rows when asked to skip the rejected ones', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', priceList + 'ESR,,Same day,abc,,120\r\n');

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project, '--skip-invalid'],
      { cwd: work.folder },
    );

    expect(run.code).toBe(0);
    expect(run.err).toContain('  line 6: mrp "abc" is not an amount in rupees');
    expect(Object.keys(await documentsOf(project, 'Labtest')).sort()).toEqual([
      'complete-blood-count-cbc',
      'hba1c',
      'lipid-profile-full',
    ]);
  });

  it('changes nothing when the same file is imported twice', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', priceList);
    const args = ['prices.csv', '--collection', 'Labtest', '--project', project];
    await runStaffTool(catalogueImport, args, { cwd: work.folder });
    const db = adminFirestore(project);
    const before = await db.collection('Labtest').get();

    const again = await runStaffTool(catalogueImport, args, { cwd: work.folder });

    expect(again.code).toBe(0);
    expect(again.out).toContain('Labtest: 0 new, 0 changed, 3 unchanged.');
    expect(again.out).toContain('Nothing to write: the collection already matches the file.');
    const after = await db.collection('Labtest').get();
    expect(after.docs.map((document) => [document.id, document.updateTime.toMillis()])).toEqual(
      before.docs.map((document) => [document.id, document.updateTime.toMillis()]),
    );
  });

  it('updates only what changed: an emptied cell removes the field, other fields stay', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Labtest/cbc').set({
      name: 'CBC',
      pti: 'No special preparation',
      mrp: 350,
      price: 315,
      // Fields staff added in the console, and a column the file leaves out, are not touched.
      sample: 'Blood (EDTA)',
      delivery: 'Same day',
    });
    await db.doc('Labtest/esr').set({ name: 'ESR', mrp: 120, price: 120 });
    const work = workFolder();
    work.write('prices.csv', 'id,name,pti,mrp,price\ncbc,CBC,,350,320\nesr,ESR,,120,120\n');

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project],
      { cwd: work.folder },
    );

    expect(run.out).toContain('Labtest: 0 new, 1 changed, 1 unchanged.');
    expect(run.out).toContain(
      '  changed  cbc: pti "No special preparation" → (empty); price 315 → 320',
    );
    expect(await documentsOf(project, 'Labtest')).toEqual({
      cbc: { name: 'CBC', mrp: 350, price: 320, sample: 'Blood (EDTA)', delivery: 'Same day' },
      esr: { name: 'ESR', mrp: 120, price: 120 },
    });
  });

  it('shows what would change on a dry run, and writes nothing', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', priceList);

    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project, '--dry-run'],
      { cwd: work.folder },
    );

    expect(run.code).toBe(0);
    expect(run.out).toContain('  new      hba1c: HbA1c');
    expect(run.out).toContain('Dry run: nothing was written (3 write(s) would be made).');
    expect(await documentsOf(project, 'Labtest')).toEqual({});
  });

  it('deletes the documents the file does not list only when asked', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Radiology/old-scan').set({ name: 'Old scan' });
    const work = workFolder();
    work.write('radiology.csv', 'name,delivery\nMRI Brain,Next day\n');
    const args = ['radiology.csv', '--collection', 'Radiology', '--project', project];

    const kept = await runStaffTool(catalogueImport, args, { cwd: work.folder });
    expect(kept.out).toContain(
      '1 document(s) in Radiology are not in the file and stay as they are (--delete-missing removes them).',
    );
    expect(Object.keys(await documentsOf(project, 'Radiology')).sort()).toEqual([
      'mri-brain',
      'old-scan',
    ]);

    await runStaffTool(catalogueImport, [...args, '--delete-missing', '--yes'], {
      cwd: work.folder,
    });
    expect(await documentsOf(project, 'Radiology')).toEqual({
      'mri-brain': { name: 'MRI Brain', delivery: 'Next day' },
    });
  });

  describe('--delete-missing', () => {
    const oneRow = 'id,name,price\ncbc,CBC,120\n';
    const deletionList = [
      '7 document(s) of Labtest are not in the file and will be deleted:',
      '  delete   esr: ESR',
      '  delete   hb: HB',
      '  delete   lipid: LIPID',
      '  delete   sugar: SUGAR',
      '  delete   tsh: TSH',
      '  delete   urine: URINE',
      '  delete   vitamin-d: VITAMIN-D',
    ];

    /** The import of a one-row file into a collection of eight tests: seven to delete. */
    async function eightTestsAndAOneRowFile() {
      const project = staffProject();
      await storeTests(project, eightTests);
      const work = workFolder();
      work.write('prices.csv', oneRow);
      return {
        project,
        work,
        args: ['prices.csv', '--collection', 'Labtest', '--project', project],
      };
    }

    it('lists what it would delete and, with no terminal to ask on, needs --yes', async () => {
      const { project, work, args } = await eightTestsAndAOneRowFile();

      const run = await runStaffTool(catalogueImport, [...args, '--delete-missing'], {
        cwd: work.folder,
        answer: null,
      });

      expect(run.code).toBe(1);
      expect(run.out).toEqual(expect.arrayContaining(deletionList));
      expect(run.err).toEqual([
        'catalogue:import: --delete-missing would delete 7 document(s) and needs a ' +
          'confirmation: run this in a terminal to answer, or add --yes to delete without ' +
          'asking. Nothing was written.',
      ]);
      // Not even the row's own change: the run stopped before writing anything.
      expect(await documentsOf(project, 'Labtest')).toMatchObject({ cbc: { price: 100 } });
      expect(Object.keys(await documentsOf(project, 'Labtest')).sort()).toEqual(eightTests);

      const confirmed = await runStaffTool(
        catalogueImport,
        [...args, '--delete-missing', '--yes'],
        { cwd: work.folder, answer: null },
      );
      expect(confirmed.code).toBe(0);
      expect(confirmed.out).toContain('Done: 8 document(s) written to Labtest.');
      expect(await documentsOf(project, 'Labtest')).toEqual({ cbc: { name: 'CBC', price: 120 } });
    });

    it('asks before deleting, and takes no, the default, for an answer', async () => {
      const { project, work, args } = await eightTestsAndAOneRowFile();

      for (const answer of ['', 'n', 'no', 'whatever']) {
        const declined = await importAnswering(answer, [...args, '--delete-missing'], work.folder);
        expect(declined.code).toBe(1);
        expect(declined.out).toEqual(expect.arrayContaining(deletionList));
        expect(declined.questions).toEqual(['Delete these 7 document(s) from Labtest? [y/N] ']);
        expect(declined.err).toEqual(['Not confirmed. Nothing was written.']);
      }
      expect(Object.keys(await documentsOf(project, 'Labtest')).sort()).toEqual(eightTests);

      const confirmed = await importAnswering('y', [...args, '--delete-missing'], work.folder);
      expect(confirmed.code).toBe(0);
      expect(await documentsOf(project, 'Labtest')).toEqual({ cbc: { name: 'CBC', price: 120 } });
    });

    it('names the first 50 of a long list and counts the rest, on a dry run too', async () => {
      const project = staffProject();
      const many = Array.from(
        { length: 60 },
        (_, index) => `test-${String(index).padStart(2, '0')}`,
      );
      await storeTests(project, many);
      const work = workFolder();
      work.write('prices.csv', 'id,name\ntest-00,TEST-00\n');

      const args = ['prices.csv', '--collection', 'Labtest', '--project', project];

      const run = await importAnswering(
        'y',
        [...args, '--delete-missing', '--dry-run'],
        work.folder,
      );

      expect(run.code).toBe(0);
      expect(run.questions).toEqual([]);
      const listed = run.out.filter((line) => line.startsWith('  delete '));
      expect(listed).toHaveLength(50);
      expect(listed[0]).toBe('  delete   test-01: TEST-01');
      expect(run.out).toContain(
        '59 document(s) of Labtest are not in the file and will be deleted:',
      );
      expect(run.out).toContain('  … and 9 more to delete');
      expect(run.out).toContain('Dry run: nothing was written (59 write(s) would be made).');
      expect(Object.keys(await documentsOf(project, 'Labtest'))).toHaveLength(60);
    });
  });

  it('refuses a malformed workbook whole, naming sheet, row and column, and writes nothing', async () => {
    const project = staffProject();
    const work = workFolder();
    const workbook = (rows: unknown[][]) =>
      writeXlsxFile([
        {
          sheet: 'Radiology',
          data: [
            ['name', 'delivery'],
            ['USG Whole Abdomen', 'Same day'],
          ],
        },
        { sheet: 'Labtest', data: rows },
      ] as Parameters<typeof writeXlsxFile>[0]).toFile(join(work.folder, 'prices.xlsx'));

    await workbook([
      ['name', 'mrp', 'price'],
      ['CBC', 350, 315],
      ['ESR', '1.500', 100],
    ]);
    const rejected = await runStaffTool(catalogueImport, ['prices.xlsx', '--project', project], {
      cwd: work.folder,
    });
    expect(rejected.code).toBe(1);
    expect(rejected.err).toContainEqual(
      expect.stringMatching(/^ {2}sheet "Labtest", row 3: column B \(mrp\) "1\.500" is ambiguous/),
    );
    expect(rejected.err.at(-1)).toMatch(/^Nothing was written\./);

    await workbook([
      ['name', 'rate'],
      ['CBC', 350],
    ]);
    const malformed = await runStaffTool(catalogueImport, ['prices.xlsx', '--project', project], {
      cwd: work.folder,
    });
    expect(malformed.code).toBe(1);
    expect(malformed.err.join('\n')).toContain(
      'sheet "Labtest", row 1, column B: unknown column "rate"',
    );
    expect(await documentsOf(project, 'Radiology')).toEqual({});
    expect(await documentsOf(project, 'Labtest')).toEqual({});
  });

  it('reads a JSON list as well', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write(
      'neuro.json',
      JSON.stringify([
        { id: 'eeg', name: 'EEG', pti: 'Wash hair the night before', delivery: 'Same day' },
        { name: 'Nerve Conduction Study', delivery: '2 days' },
      ]),
    );

    const run = await runStaffTool(
      catalogueImport,
      ['neuro.json', '--collection', 'Neurology', '--project', project],
      { cwd: work.folder },
    );

    expect(run.code).toBe(0);
    expect(await documentsOf(project, 'Neurology')).toEqual({
      eeg: { name: 'EEG', pti: 'Wash hair the night before', delivery: 'Same day' },
      'nerve-conduction-study': { name: 'Nerve Conduction Study', delivery: '2 days' },
    });
  });

  it('refuses to write to a real project that the command does not name', async () => {
    const work = workFolder();
    work.write('prices.csv', priceList);
    const key = join(mkdtempSync(join(tmpdir(), 'staff-key-')), 'key.json');
    writeFileSync(key, JSON.stringify({ type: 'service_account', project_id: 'lab-live' }));

    const run = await runStaffTool(catalogueImport, ['prices.csv', '--collection', 'Labtest'], {
      cwd: work.folder,
      env: { GOOGLE_APPLICATION_CREDENTIALS: key },
    });

    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(
      /would write to the real project lab-live\. Name it to confirm: --project lab-live\. Nothing was done\./,
    );
  });

  it('explains a wrong command', async () => {
    const work = workFolder();
    const noCollection = await runStaffTool(catalogueImport, ['prices.csv'], { cwd: work.folder });
    expect(noCollection.code).toBe(2);
    expect(noCollection.err[0]).toBe(
      'catalogue:import: --collection must be one of Labtest, Radiology, Cardiology, Neurology.\n' +
        'Run with --help to see how to use it.',
    );
    const missing = await runStaffTool(catalogueImport, ['nope.csv', '--collection', 'Labtest'], {
      cwd: work.folder,
    });
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/^catalogue:import: cannot read .*nope\.csv: ENOENT/);
    const help = await runStaffTool(catalogueImport, ['--help'], { cwd: work.folder });
    expect(help.code).toBe(0);
    expect(help.out[0]).toMatch(/^Loads a price list/);
    expect(help.out[0]).toContain(
      '  --delete-missing     Also delete documents of the collection that the file does not list.\n' +
        '                       They are listed first, and you are asked to confirm (y/N).\n' +
        '  --yes                With --delete-missing: delete without asking (for scripts; needed\n' +
        '                       when the command does not run in a terminal).',
    );
  });
});
