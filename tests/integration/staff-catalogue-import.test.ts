import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueImport } from '../../scripts/staff/catalogue-import';
import { adminFirestore, runStaffTool, staffProject, workFolder } from '../support/staff-tools';

const priceList =
  'name,pti,delivery,mrp,off,price\r\n' +
  'Complete Blood Count (CBC),No special preparation,Same day,350,10,315\r\n' +
  '"Lipid Profile, full","Fast 10-12 hours;\r\nwater is allowed",Next day,"1,200",15%,"₹1,020"\r\n' +
  'HbA1c,,Same day,₹ 600,0,Rs. 600/-\r\n';

async function documentsOf(projectId: string, collection: string) {
  const snapshot = await adminFirestore(projectId).collection(collection).get();
  return Object.fromEntries(snapshot.docs.map((document) => [document.id, document.data()]));
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

    await runStaffTool(catalogueImport, [...args, '--delete-missing'], { cwd: work.folder });
    expect(await documentsOf(project, 'Radiology')).toEqual({
      'mri-brain': { name: 'MRI Brain', delivery: 'Next day' },
    });
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
  });
});
