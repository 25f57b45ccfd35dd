import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedTool } from '../../../../scripts/staff/seed';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue';
import { type ReadableCollection } from '../../../../src/shared/collections';
import { readCaps } from '../../../../src/shared/catalogue-lists';
import {
  buildReads,
  connectTestFirestore,
} from '../../../support/firestore-emulator/test-firestore';
import { runStaffTool, staffProject, workFolder } from '../../../support/staff-tools';

const collections = Object.keys(demoCatalogue) as ReadableCollection[];

/**
 * What the project holds, collection by collection, read through the site's own adapter with the
 * credentials the build reads with (the rules let no visitor list a catalogue collection).
 */
async function whatTheSiteReads(projectId: string) {
  const site = connectTestFirestore(projectId);
  const readCollection = buildReads(site);
  const read = await Promise.all(
    collections.map(async (name) => {
      const documents = await readCollection(name, readCaps[name]);
      return [name, documents.sort((a, b) => (a.id < b.id ? -1 : 1))] as const;
    }),
  );
  await site.cleanup();
  return Object.fromEntries(read);
}

async function demoDocuments() {
  const loaded = await Promise.all(
    collections.map(async (name) => {
      const documents = await demoCatalogue[name]();
      return [name, [...documents].sort((a, b) => (a.id < b.id ? -1 : 1))] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

describe('seed', () => {
  it('loads the whole demo catalogue into the emulator, and again without change', async () => {
    const project = staffProject();
    const work = workFolder();

    const run = await runStaffTool(seedTool, ['--project', project], { cwd: work.folder });
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(await whatTheSiteReads(project)).toEqual(await demoDocuments());

    const again = await runStaffTool(seedTool, ['--project', project], { cwd: work.folder });
    expect(again.code).toBe(0);
    expect(await whatTheSiteReads(project)).toEqual(await demoDocuments());
  });

  it('writes nothing on a dry run', async () => {
    const project = staffProject();
    const run = await runStaffTool(seedTool, ['--project', project, '--dry-run'], {
      cwd: workFolder().folder,
    });
    expect(run.out.at(-1)).toMatch(
      /^Dry run: nothing was written \(\d+ document\(s\) would be\)\.$/,
    );
    const read = await whatTheSiteReads(project);
    expect(Object.values(read).every((documents) => documents.length === 0)).toBe(true);
  });

  describe('a real project', () => {
    const key = join(mkdtempSync(join(tmpdir(), 'staff-key-')), 'key.json');
    writeFileSync(key, JSON.stringify({ type: 'service_account', project_id: 'lab-live' }));
    const env = { GOOGLE_APPLICATION_CREDENTIALS: key };

    it('is refused unless the command names it', async () => {
      const run = await runStaffTool(seedTool, [], { cwd: workFolder().folder, env });
      expect(run.code).toBe(1);
      expect(run.err[0]).toMatch(/would write to the real project lab-live\. Name it to confirm/);
    });

    it('is refused without a typed confirmation, before anything is read or written', async () => {
      const noTerminal = await runStaffTool(seedTool, ['--project', 'lab-live'], {
        cwd: workFolder().folder,
        env,
        answer: null,
      });
      expect(noTerminal.code).toBe(1);
      expect(noTerminal.err[0]).toMatch(
        /needs a confirmation: run this in a terminal, or add --yes/,
      );

      const wrongAnswer = await runStaffTool(seedTool, ['--project', 'lab-live'], {
        cwd: workFolder().folder,
        env,
        answer: 'yes',
      });
      expect(wrongAnswer.code).toBe(1);
      expect(wrongAnswer.err).toEqual(['That is not the project id. Nothing was done.']);
    });
  });
});
