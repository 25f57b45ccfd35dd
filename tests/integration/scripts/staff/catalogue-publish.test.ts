import { describe, expect, it } from 'vitest';
import { answerPublish } from '../../../../src/shared/admin/published-lists';
import { cataloguePublish } from '../../../../scripts/staff/catalogue-publish';
import { catalogueImport } from '../../../../scripts/staff/catalogue-import';
import { PUBLISHED_CATALOGUE } from '../../../../src/shared/collections';
import { unpackItems } from '../../../../src/shared/published-catalogue';
import {
  adminFirestore,
  runStaffTool,
  staffProject,
  workFolder,
} from '../../../support/staff-tools';

describe('npm run catalogue:publish', () => {
  it('publishes every list, and says when no Cloud Function takes them over', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.collection('Labtest').doc('cbc').set({ name: 'CBC', price: '300' });
    await db.collection('Labtest').doc('blank').set({ price: 10 });

    const run = await runStaffTool(cataloguePublish, ['--project', project, '--wait', '1'], {
      cwd: workFolder().folder,
    });

    expect(run.code).toBe(0);
    expect(run.out).toContain(
      "  published Labtest: 1 item(s), 0 KiB compressed to 0 KiB of Firestore's 1 MiB",
    );
    expect(run.out).toContain('    left out, as the site leaves them out (no name): blank');
    expect(run.out).toContain(
      "  published AllDoctor: 0 item(s), 0 KiB compressed to 0 KiB of Firestore's 1 MiB",
    );
    expect(run.out.at(-1)).toMatch(
      /^No Cloud Function answered within 1 s, so visitors are asked to call to confirm/,
    );
    const snapshot = await db.collection(PUBLISHED_CATALOGUE).doc('Labtest').get();
    expect((await unpackItems(snapshot.data()?.items)).cbc).toMatchObject({
      name: 'CBC',
      price: 300,
    });
  });

  it('reports the function’s answer', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    const publishing = runStaffTool(
      cataloguePublish,
      ['--project', project, '--collection', 'labtest', '--wait', '20'],
      { cwd: workFolder().folder },
    );
    // The function's part, as its trigger would play it once the snapshot is written.
    const snapshot = db.collection(PUBLISHED_CATALOGUE).doc('Labtest');
    let written = await snapshot.get();
    while (!written.exists) written = await snapshot.get();
    await answerPublish(db, 'Labtest', { data: written.data(), updateTime: written.updateTime });

    const run = await publishing;
    expect(run.out.filter((line) => line.startsWith('  published'))).toHaveLength(1);
    expect(run.out.at(-1)).toBe(
      'The Cloud Function has taken the lists over: it keeps them in step with console edits.',
    );
  });

  it('refuses an unknown list and a wait that is not whole seconds', async () => {
    const folder = workFolder().folder;
    const unknown = await runStaffTool(cataloguePublish, ['--collection', 'Prices'], {
      cwd: folder,
    });
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(
      /--collection must be one of Labtest, Radiology, Cardiology, Neurology, AllDoctor, /,
    );
    const wait = await runStaffTool(cataloguePublish, ['--wait', 'soon'], { cwd: folder });
    expect(wait.code).toBe(2);
  });

  it('runs after catalogue:import, for the list imported', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', 'id,name,price\ncbc,CBC,350\n');
    const run = await runStaffTool(
      catalogueImport,
      ['prices.csv', '--collection', 'Labtest', '--project', project],
      { cwd: work.folder },
    );
    expect(run.code).toBe(0);
    expect(run.out.at(-2)).toBe(
      "  published Labtest: 1 item(s), 0 KiB compressed to 0 KiB of Firestore's 1 MiB",
    );
    // The prices visitors see change now; the pages search engines read, at the next deploy.
    expect(run.out.at(-1)).toMatch(/run `npm run deploy:pages`/);
    const snapshot = await adminFirestore(project)
      .collection(PUBLISHED_CATALOGUE)
      .doc('Labtest')
      .get();
    expect((await unpackItems(snapshot.data()?.items)).cbc).toMatchObject({ price: 350 });
  });
});
