import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { adminFirestore, staffProject, workFolder } from '../../../support/staff-tools';

/**
 * The tools as staff run them: `npm run <tool> -- …` runs `node scripts/staff/run.mjs <tool> …`,
 * which compiles the TypeScript on the fly (cli.ts names the tools). Spawning it checks that path;
 * the other tests in this folder run the same tools in-process.
 */
const launcher = fileURLToPath(new URL('../../../../scripts/staff/run.mjs', import.meta.url));

async function runCli(args: string[], initCwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [launcher, ...args], {
      env: {
        PATH: process.env.PATH,
        FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
        // npm sets this to the folder the command was typed in.
        INIT_CWD: initCwd,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the staff tools’ command line', () => {
  it('imports a file named relative to where the command was typed', async () => {
    const project = staffProject();
    const work = workFolder();
    work.write('prices.csv', 'name,mrp,price\nCBC,"₹1,200",1080\n');

    const run = await runCli(
      ['catalogue:import', 'prices.csv', '--collection', 'Labtest', '--project', project],
      work.folder,
    );

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Labtest: 1 new, 0 changed, 0 unchanged.');
    const stored = await adminFirestore(project).doc('Labtest/cbc').get();
    expect(stored.data()).toEqual({ name: 'CBC', mrp: 1200, price: 1080 });
  }, 60_000);

  it('refuses --delete-missing without --yes when no one is at a terminal to confirm', async () => {
    const project = staffProject();
    const db = adminFirestore(project);
    await db.doc('Labtest/esr').set({ name: 'ESR', price: 120 });
    const work = workFolder();
    work.write('prices.csv', 'name,price\nCBC,1080\n');

    // execFile gives the tool a pipe, not a terminal, as a scheduled job or a script would.
    const importArgs = ['prices.csv', '--collection', 'Labtest', '--project', project];
    const run = await runCli(['catalogue:import', ...importArgs, '--delete-missing'], work.folder);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  delete   esr: ESR');
    expect(run.stderr).toContain('or add --yes to delete without asking. Nothing was written.');
    const stored = await db.collection('Labtest').get();
    expect(stored.docs.map((document) => document.id)).toEqual(['esr']);
  }, 60_000);

  it('seeds the demo catalogue, whose collections load on demand', async () => {
    const project = staffProject();
    const run = await runCli(['seed', '--project', project], workFolder().folder);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Done: \d+ document\(s\) written\./);
    const doctors = await adminFirestore(project).collection('AllDoctor').get();
    expect(doctors.size).toBeGreaterThan(0);
  }, 60_000);

  it('names the tools when none is given, and exits with a usage error', async () => {
    const run = await runCli([], workFolder().folder);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^Which tool\? One of: catalogue:import, catalogue:export, catalogue:publish, catalogue:missing-bn, enquiries:export, enquiries:erase, insights, seed, deploy:smoke\./,
    );
  }, 60_000);
});
