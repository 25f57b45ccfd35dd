import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ToolError, usageError } from './tool.ts';

/** The project an emulator is addressed as when the command names none, as in firebase.json's tests. */
export const DEFAULT_EMULATOR_PROJECT = 'demo-lab-site';

export type Target =
  { kind: 'emulator'; host: string; projectId: string } | { kind: 'project'; projectId: string };

export interface TargetRequest {
  /** `--project` as typed, if given. */
  project: string | undefined;
  /** Whether the command will write. A real project is written to only when named. */
  writes: boolean;
}

/** The `project_id` of a service-account key file, or undefined when it has none. */
function keyFileProject(path: string): string | undefined {
  let key: unknown;
  try {
    key = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolError(
      `GOOGLE_APPLICATION_CREDENTIALS names ${path}, which cannot be read: ${reason}`,
    );
  }
  const project =
    typeof key === 'object' && key !== null && 'project_id' in key ? key.project_id : undefined;
  return typeof project === 'string' && project !== '' ? project : undefined;
}

/**
 * Which Firestore a command talks to. An emulator when FIRESTORE_EMULATOR_HOST is set; otherwise
 * the real project of the key in GOOGLE_APPLICATION_CREDENTIALS, which a command that writes must
 * name with --project, so that nobody changes the live site by leaving out a variable.
 */
export function chooseTarget(
  { project, writes }: TargetRequest,
  env: Readonly<Record<string, string | undefined>>,
): Target {
  if (project !== undefined && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) {
    throw usageError(`"${project}" is not a Firebase project id (lower-case letters, digits, -).`);
  }
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (emulatorHost) {
    if (!/^[\w.-]+:\d+$/.test(emulatorHost)) {
      throw new ToolError(
        `FIRESTORE_EMULATOR_HOST must look like 127.0.0.1:8080, not "${emulatorHost}".`,
      );
    }
    return { kind: 'emulator', host: emulatorHost, projectId: project ?? DEFAULT_EMULATOR_PROJECT };
  }

  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (!keyFile) {
    throw new ToolError(
      'No Firestore to talk to. Set FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 to use an emulator, ' +
        'or GOOGLE_APPLICATION_CREDENTIALS=<service-account key file> to use the real project ' +
        '(README: "For staff").',
    );
  }
  const keyProject = keyFileProject(keyFile);
  if (project !== undefined && keyProject !== undefined && project !== keyProject) {
    throw new ToolError(
      `--project says ${project}, but the key in GOOGLE_APPLICATION_CREDENTIALS belongs to ` +
        `${keyProject}. Nothing was done.`,
    );
  }
  if (writes && project === undefined) {
    throw new ToolError(
      `This would write to the real project${keyProject ? ` ${keyProject}` : ''}. ` +
        `Name it to confirm: --project ${keyProject ?? '<project-id>'}. Nothing was done. ` +
        '(Add --dry-run to see what would change without writing.)',
    );
  }
  const projectId = project ?? keyProject;
  if (projectId === undefined) {
    throw usageError('Name the project with --project <project-id>.');
  }
  return { kind: 'project', projectId };
}

export function describeTarget(target: Target): string {
  return target.kind === 'emulator'
    ? `the Firestore emulator at ${target.host} (project ${target.projectId})`
    : `the REAL Firestore of project ${target.projectId}`;
}

export interface OpenFirestore {
  db: Firestore;
  /** Closes the connection so the process can end. */
  close(): Promise<void>;
}

/** Connects the Admin SDK to the target, in an app of its own so that tests can open several. */
export function openFirestore(target: Target): OpenFirestore {
  const app = initializeApp(
    target.kind === 'emulator'
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `staff-tools-${randomUUID()}`,
  );
  const db = getFirestore(app);
  if (target.kind === 'emulator') {
    db.settings({
      // The SDK reads FIRESTORE_EMULATOR_HOST from the process environment by itself; setting it
      // here too lets a caller that passes its own environment (the tests) reach its emulator.
      host: target.host,
      ssl: false,
      // Without it, the Google client asks the cloud metadata server which domain it is in, which
      // an emulator on a laptop does not need and which warns or waits when offline.
      universeDomain: 'googleapis.com',
    });
  }
  return { db, close: () => deleteApp(app) };
}
