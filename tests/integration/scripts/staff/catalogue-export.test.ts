import { join } from 'node:path';
import readSheets from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { catalogueExport } from '../../../../scripts/staff/catalogue-export';
import { catalogueImport } from '../../../../scripts/staff/catalogue-import';
import { seedCollection } from '../../../support/firestore-emulator/seed';
import { connectTestFirestore } from '../../../support/firestore-emulator/test-firestore';
import { labTestDocuments } from '../../../../src/shared/demo-catalogue/lab-tests';
import { radiologyTestDocuments } from '../../../../src/shared/demo-catalogue/radiology-tests';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

describe('catalogue:export', () => {
  it('writes a CSV that catalogue:import reads back unchanged, Bengali included', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write(
      'prices.csv',
      'id,name,name_bn,pti,delivery,mrp,off,price\n' +
        'tsh,Thyroid Stimulating Hormone (TSH),থাইরয়েড হরমোন (TSH),"Morning sample, before food",Next day,"₹ 450",,450\n' +
        'cbc,Complete Blood Count (CBC),,,Same day,350,10,315\n' +
        'lipid,"Lipid ""full"" profile",,"Fast 12 h\nwater allowed",Next day,"1,200",15,1020\n',
    );
    const importArgs = ['--collection', 'Labtest', '--project', project];
    await runStaffTool(catalogueImport, ['prices.csv', ...importArgs], { cwd: work.folder });

    const exported = await runStaffTool(
      catalogueExport,
      ['--collection', 'Labtest', '--project', project, '--out', 'export.csv'],
      { cwd: work.folder },
    );
    expect(exported.code).toBe(0);
    expect(exported.out.at(-1)).toMatch(/^Wrote 3 document\(s\) of Labtest to .*export\.csv\.$/);
    const csv = work.read('export.csv');
    expect(csv).toBe(
      '\uFEFFid,name,name_bn,pti,pti_bn,delivery,delivery_bn,sample,sample_bn,about,about_bn,why,why_bn,who,who_bn,includes,reviewedBy,reviewedOn,mrp,off,price,code,kind,rank,service\r\n' +
        'cbc,Complete Blood Count (CBC),,,,Same day,,,,,,,,,,,,,350,10,315,,,,\r\n' +
        'lipid,"Lipid ""full"" profile",,"Fast 12 h\nwater allowed",,Next day,,,,,,,,,,,,,1200,15,1020,,,,\r\n' +
        'tsh,Thyroid Stimulating Hormone (TSH),থাইরয়েড হরমোন (TSH),"Morning sample, before food",,Next day,,,,,,,,,,,,,450,,450,,,,\r\n',
    );

    const reimported = await runStaffTool(catalogueImport, ['export.csv', ...importArgs], {
      cwd: work.folder,
    });
    expect(reimported.out).toContain('Labtest: 0 new, 0 changed, 3 unchanged.');

    await runStaffTool(
      catalogueExport,
      ['--collection', 'Labtest', '--project', project, '--out', 'again.csv'],
      { cwd: work.folder },
    );
    expect(work.read('again.csv')).toBe(csv);
  });

  it('round-trips the demo lab tests, amounts typed as text included', async () => {
    const project = staffProject();
    // Written with the site's own SDK, as staff would type them in the console.
    const site = connectTestFirestore(project);
    await seedCollection(site.admin, 'Labtest', labTestDocuments);
    await site.cleanup();
    const work = workFolder();
    const args = ['--collection', 'Labtest', '--project', project];

    await runStaffTool(catalogueExport, [...args, '--out', 'labtest.csv'], { cwd: work.folder });
    const typedAsText = labTestDocuments.filter(({ data }) =>
      ['mrp', 'off', 'price'].some((field) => typeof data[field] === 'string'),
    );
    const firstImport = await runStaffTool(catalogueImport, ['labtest.csv', ...args], {
      cwd: work.folder,
    });
    // Only the amounts staff typed as text change, to the numbers the site already showed.
    expect(firstImport.out).toContain(
      `Labtest: 0 new, ${typedAsText.length} changed, ` +
        `${labTestDocuments.length - typedAsText.length} unchanged.`,
    );
    const secondImport = await runStaffTool(catalogueImport, ['labtest.csv', ...args], {
      cwd: work.folder,
    });
    expect(secondImport.out).toContain(
      `Labtest: 0 new, 0 changed, ${labTestDocuments.length} unchanged.`,
    );
  });

  it('writes every list to one workbook, a sheet each, that imports back unchanged', async () => {
    const project = staffProject();
    const site = connectTestFirestore(project);
    await seedCollection(site.admin, 'Labtest', labTestDocuments);
    await seedCollection(site.admin, 'Radiology', radiologyTestDocuments);
    await site.cleanup();
    const work = workFolder();
    const args = ['--project', project];

    const exported = await runStaffTool(catalogueExport, [...args, '--out', 'prices.xlsx'], {
      cwd: work.folder,
    });
    expect(exported.code).toBe(0);
    expect(exported.out.at(-1)).toMatch(
      new RegExp(
        `^Wrote ${labTestDocuments.length} document\\(s\\) of Labtest, ` +
          `${radiologyTestDocuments.length} document\\(s\\) of Radiology, 0 document\\(s\\) of ` +
          'Cardiology, 0 document\\(s\\) of Neurology to .*prices\\.xlsx\\.$',
      ),
    );
    const sheets = await readSheets(join(work.folder, 'prices.xlsx'));
    expect(sheets.map(({ sheet }) => sheet)).toEqual([
      'Labtest',
      'Radiology',
      'Cardiology',
      'Neurology',
    ]);
    expect(sheets[1]?.data[0]?.slice(0, 5)).toEqual(['id', 'name', 'name_bn', 'pti', 'pti_bn']);

    // Staff may import one sheet of the workbook, or all of it.
    await runStaffTool(catalogueImport, ['prices.xlsx', '--collection', 'Labtest', ...args], {
      cwd: work.folder,
    });
    const again = await runStaffTool(catalogueImport, ['prices.xlsx', ...args], {
      cwd: work.folder,
    });
    expect(again.code).toBe(0);
    expect(again.out).toContain(`Labtest: 0 new, 0 changed, ${labTestDocuments.length} unchanged.`);
    expect(again.out).toContain(
      `Radiology: 0 new, 0 changed, ${radiologyTestDocuments.length} unchanged.`,
    );
    expect(again.out).toContain('Nothing to write: every collection already matches the file.');
  });

  it('exports tests as staff typed them and notes what the import would not take', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Radiology/usg').set({ name: 'USG Whole Abdomen', delivery: 2, room: 'R12' });
    await db.doc('Radiology/blank').set({ pti: 'Nothing here' });
    const work = workFolder();

    const run = await runStaffTool(
      catalogueExport,
      ['--collection', 'radiology', '--project', project],
      {
        cwd: work.folder,
      },
    );

    expect(work.read('Radiology.csv')).toBe(
      '\uFEFFid,name,name_bn,pti,pti_bn,delivery,delivery_bn,sample,sample_bn,about,about_bn,why,why_bn,who,who_bn,includes,reviewedBy,reviewedOn,mrp,off,price,code,kind,rank,service\r\n' +
        'blank,,,Nothing here,,,,,,,,,,,,,,,,,,,,,\r\n' +
        'usg,USG Whole Abdomen,,,,2,,,,,,,,,,,,,,,,,,,\r\n',
    );
    expect(run.out).toContain(
      'Note: catalogue:import will reject 1 of these row(s) until they are fixed, in the file ' +
        'or in the console:',
    );
    expect(run.out).toContain('  blank: name is empty (the site shows no test without a name)');
    expect(run.out).toContain(
      "Note: fields other than the spec's are not exported (the import leaves them as they are): room",
    );
  });

  it('writes cells a spreadsheet would run as text, ids included, and imports them back', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Labtest/-2+3').set({
      name: '=HYPERLINK("http://example.com","Click")',
      name_bn: '＝১+১',
      pti: '@SUM(1)',
      delivery: '+1 day',
      mrp: 350,
      off: 10,
      price: 315,
    });
    await db.doc('Labtest/cbc').set({ name: 'CBC', pti: "'=already quoted", delivery: 'Same-day' });
    const work = workFolder();
    const args = ['--collection', 'Labtest', '--project', project];

    const exported = await runStaffTool(catalogueExport, [...args, '--out', 'labtest.csv'], {
      cwd: work.folder,
    });

    expect(exported.code).toBe(0);
    expect(work.read('labtest.csv')).toBe(
      '\uFEFFid,name,name_bn,pti,pti_bn,delivery,delivery_bn,sample,sample_bn,about,about_bn,why,why_bn,who,who_bn,includes,reviewedBy,reviewedOn,mrp,off,price,code,kind,rank,service\r\n' +
        `'-2+3,"'=HYPERLINK(""http://example.com"",""Click"")",'＝১+১,'@SUM(1),,'+1 day,,,,,,,,,,,,,350,10,315,,,,\r\n` +
        "cbc,CBC,,''=already quoted,,Same-day,,,,,,,,,,,,,,,,,,,\r\n",
    );
    const before = await db.collection('Labtest').get();

    const imported = await runStaffTool(catalogueImport, ['labtest.csv', ...args], {
      cwd: work.folder,
    });

    expect(imported.err).toEqual([]);
    expect(imported.out).toContain('Labtest: 0 new, 0 changed, 2 unchanged.');
    const after = await db.collection('Labtest').get();
    expect(after.docs.map((document) => [document.id, document.data()])).toEqual(
      before.docs.map((document) => [document.id, document.data()]),
    );
  });

  it('exports a negative price as text, and says the import will refuse it', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Labtest/cbc').set({ name: 'CBC', mrp: 350, price: -500 });
    await db.doc('Labtest/esr').set({ name: 'ESR', mrp: '₹ -120', price: '(100)' });
    await db.doc('Labtest/hb').set({ name: 'Hb', mrp: 200, price: 180 });
    const work = workFolder();
    const args = ['--collection', 'Labtest', '--project', project];

    const exported = await runStaffTool(catalogueExport, [...args, '--out', 'labtest.csv'], {
      cwd: work.folder,
    });

    expect(work.read('labtest.csv')).toBe(
      '\uFEFFid,name,name_bn,pti,pti_bn,delivery,delivery_bn,sample,sample_bn,about,about_bn,why,why_bn,who,who_bn,includes,reviewedBy,reviewedOn,mrp,off,price,code,kind,rank,service\r\n' +
        "cbc,CBC,,,,,,,,,,,,,,,,,350,,'-500,,,,\r\n" +
        'esr,ESR,,,,,,,,,,,,,,,,,₹ -120,,(100),,,,\r\n' +
        'hb,Hb,,,,,,,,,,,,,,,,,200,,180,,,,\r\n',
    );
    expect(exported.out.slice(-3)).toEqual([
      'Note: catalogue:import will reject 2 of these row(s) until they are fixed, in the file ' +
        'or in the console:',
      '  cbc: price "-500" is negative',
      '  esr: mrp "₹ -120" is negative; price "(100)" is in brackets, which accounts use for a ' +
        'negative amount',
    ]);

    const imported = await runStaffTool(catalogueImport, ['labtest.csv', ...args], {
      cwd: work.folder,
    });
    expect(imported.code).toBe(1);
    expect(imported.err.slice(0, 3)).toEqual([
      'Rejected 2 row(s):',
      '  line 2: price "-500" is negative',
      '  line 3: mrp "₹ -120" is negative; price "(100)" is in brackets, which accounts use for ' +
        'a negative amount',
    ]);
  });

  it('does not replace an existing file unless forced', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('Cardiology.csv', 'my edits');
    const args = ['--collection', 'Cardiology', '--project', project];

    const refused = await runStaffTool(catalogueExport, args, { cwd: work.folder });
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/Cardiology\.csv already exists\. Choose another --out/);
    expect(work.read('Cardiology.csv')).toBe('my edits');

    const forced = await runStaffTool(catalogueExport, [...args, '--force'], { cwd: work.folder });
    expect(forced.code).toBe(0);
    expect(work.read('Cardiology.csv')).toBe(
      '\uFEFFid,name,name_bn,pti,pti_bn,delivery,delivery_bn,sample,sample_bn,about,about_bn,why,why_bn,who,who_bn,includes,reviewedBy,reviewedOn,mrp,off,price,code,kind,rank,service\r\n',
    );
  });
});
