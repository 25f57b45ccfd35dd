import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, inject } from 'vitest';
import { openFirestore, type OpenFirestore } from '../../scripts/staff/lib/firestore-target';
import { runTool, type Tool, type ToolIo } from '../../scripts/staff/lib/tool';

/** A `demo-` project of its own on the test emulator, so tests share no data. */
export const staffProject = () => `demo-staff-${randomUUID().slice(0, 8)}`;

/** A fresh folder for the files a test imports and exports. */
export function workFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'staff-tools-'));
  return {
    folder,
    write: (name: string, text: string) => writeFileSync(join(folder, name), text),
    read: (name: string) => readFileSync(join(folder, name), 'utf8'),
  };
}

export interface ToolRun {
  code: number;
  out: string[];
  err: string[];
}

export interface RunOptions {
  cwd: string;
  /** Replaces the environment pointing the tool at the test emulator. */
  env?: Record<string, string>;
  /** The answer typed at a confirmation; null when there is no terminal. */
  answer?: string | null;
  now?: Date;
}

/** Runs a tool in-process against the test emulator and collects its report. */
export async function runStaffTool(tool: Tool, args: string[], options: RunOptions) {
  const run: ToolRun = { code: -1, out: [], err: [] };
  const io: ToolIo = {
    out: (line) => run.out.push(line),
    err: (line) => run.err.push(line),
    cwd: options.cwd,
    env: options.env ?? { FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost') },
    ask: () => Promise.resolve(options.answer ?? null),
    now: () => options.now ?? new Date(),
  };
  run.code = await runTool(tool, args, io);
  return run;
}

const opened: OpenFirestore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map(({ close }) => close()));
});

/** The Admin SDK on a project of the test emulator, to arrange data and check what tools wrote. */
export function adminFirestore(projectId: string) {
  const connection = openFirestore({
    kind: 'emulator',
    host: inject('firestoreEmulatorHost'),
    projectId,
  });
  opened.push(connection);
  return connection.db;
}
