import { describe, expect, it } from 'vitest';
import { catalogueMissingBengali } from '../../../../scripts/staff/catalogue-missing-bn';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue';
import { listsInOrder } from '../../../../src/shared/admin/missing-bengali';
import { seedCollection } from '../../../support/firestore-emulator/seed';
import { connectTestFirestore } from '../../../support/firestore-emulator/test-firestore';
import { runStaffTool, staffProject, workFolder } from '../../../support/staff-tools';

/** `npm run catalogue:missing-bn` on the official Firestore emulator. */

const link = (project: string, collection: string, id: string) =>
  `    https://console.firebase.google.com/project/${project}/firestore/databases/-default-/data/~2F${collection}~2F${id}`;

describe('catalogue:missing-bn', () => {
  it('lists what a Bengali page would show in English, in list order, with console links', async () => {
    const project = staffProject();
    const site = connectTestFirestore(project);
    await seedCollection(site.admin, 'Labtest', [
      {
        id: 'tsh',
        data: {
          name: 'TSH',
          name_bn: 'টিএসএইচ (TSH)',
          pti: 'Morning sample',
          delivery: 'Same day',
        },
      },
      // The glossary knows both phrases: nothing to do but the name.
      { id: 'esr', data: { name: 'ESR', pti: 'No special preparation', delivery: 'Next day' } },
      {
        id: 'amh',
        data: {
          name: 'AMH',
          name_bn: 'এএমএইচ (AMH)',
          pti: 'Bring a toy',
          pti_bn: 'খেলনা আনুন',
          delivery: 'Ready by the counter',
        },
      },
      {
        id: 'cbc',
        data: {
          name: 'CBC',
          name_bn: 'সিবিসি (CBC)',
          pti: 'No special preparation',
          delivery: 'Same day',
        },
      },
      { id: 'blank', data: { pti: 'Fasting' } },
    ]);
    await seedCollection(site.admin, 'AllDoctor', [
      { id: 'dr-a', data: { name: 'Dr. A', des: 'Physician' } },
    ]);
    await seedCollection(site.admin, 'Conditions', [
      { id: 'fever', data: { name: 'Fever', name_bn: 'জ্বর', intro: 'A fever means…' } },
    ]);
    await site.cleanup();

    const run = await runStaffTool(catalogueMissingBengali, ['--project', project], {
      cwd: workFolder().folder,
    });
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^Source: the Firestore emulator at .*\(project demo-staff-/);
    expect(run.out.slice(1)).toEqual([
      'Labtest: 3 of 5 lack Bengali.',
      '  AMH: report time',
      link(project, 'Labtest', 'amh'),
      '  ESR: name',
      link(project, 'Labtest', 'esr'),
      '  TSH: preparation',
      link(project, 'Labtest', 'tsh'),
      'Radiology: all 0 in Bengali.',
      'Cardiology: all 0 in Bengali.',
      'Neurology: all 0 in Bengali.',
      'AllDoctor: 1 of 1 lack Bengali.',
      '  Dr. A: name',
      link(project, 'AllDoctor', 'dr-a'),
      'GeneralPackage: all 0 in Bengali.',
      'AlcoholImpactPackage: all 0 in Bengali.',
      'DiabeticPackage: all 0 in Bengali.',
      'Conditions: 1 of 1 lack Bengali.',
      '  Fever: introduction',
      link(project, 'Conditions', 'fever'),
      'In all, 5 document(s) lack Bengali.',
    ]);

    const one = await runStaffTool(
      catalogueMissingBengali,
      ['--collection', 'alldoctor', '--project', project],
      { cwd: workFolder().folder },
    );
    expect(one.out.slice(1)).toEqual([
      'AllDoctor: 1 of 1 lack Bengali.',
      '  Dr. A: name',
      link(project, 'AllDoctor', 'dr-a'),
      'In all, 1 document(s) lack Bengali.',
    ]);
  });

  it('finds nothing missing in the demo catalogue', async () => {
    const project = staffProject();
    const site = connectTestFirestore(project);
    for (const collection of listsInOrder) {
      await seedCollection(site.admin, collection, await demoCatalogue[collection]());
    }
    await site.cleanup();
    const run = await runStaffTool(catalogueMissingBengali, ['--project', project], {
      cwd: workFolder().folder,
    });
    expect(run.out.at(-1)).toBe('Every document reads in Bengali.');
  });

  it('names the lists it knows when asked for another', async () => {
    const run = await runStaffTool(catalogueMissingBengali, ['--collection', 'Photos'], {
      cwd: workFolder().folder,
    });
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toMatch(/--collection must be one of Labtest, Radiology/);
  });
});
