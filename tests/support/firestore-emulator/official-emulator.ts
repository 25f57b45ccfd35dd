import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official Cloud Firestore emulator, the one Firebase's own tools run, started directly on
 * the machine's Java: `firebase emulators:start` wants Java 21 and refuses the Java 17 that this
 * project's machines have, but the emulator itself runs on 17. It speaks gRPC (the full SDK, the
 * Admin SDK) and REST (Firestore Lite, as the browser uses it), and enforces firestore.rules.
 */

const HOST = '127.0.0.1';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const root = fileURLToPath(new URL('../../..', import.meta.url));
export const rulesFile = join(root, 'firestore.rules');

/** Where the emulator's JAR is found: the Debian/gcloud package, then firebase-tools' download. */
function findEmulatorJar(): string | null {
  const packaged =
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
  if (existsSync(packaged)) return packaged;
  const firebaseCache = join(homedir(), '.cache/firebase/emulators');
  const downloaded = existsSync(firebaseCache)
    ? readdirSync(firebaseCache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort()
        .at(-1)
    : undefined;
  return downloaded ? join(firebaseCache, downloaded) : null;
}

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Why no emulator can be had here, and how to get one; null when one can. */
export function missingEmulatorReason(): string | null {
  if (process.env.FIRESTORE_EMULATOR_HOST) return null;
  const jar = findEmulatorJar();
  if (jar && hasJava()) return null;
  return (
    `No official Firestore emulator on this machine (${jar ? 'no `java`' : 'no emulator JAR'}): ` +
    'install Java 17+ and `apt-get install google-cloud-cli-firestore-emulator` (or run ' +
    '`npx firebase setup:emulators:firestore` once), or start one yourself and set ' +
    'FIRESTORE_EMULATOR_HOST=host:port.'
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

export interface FirestoreEmulator {
  /** `host:port`, as FIRESTORE_EMULATOR_HOST and the SDKs take it. */
  host: string;
  /** Deletes every document of a project: a clean database for the next test file. */
  clear(projectId: string): Promise<void>;
  stop(): Promise<void>;
}

const emulatorAt = (host: string, child?: ChildProcess): FirestoreEmulator => ({
  host,
  async clear(projectId) {
    const response = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (!response.ok) throw new Error(`Clearing the emulator: HTTP ${response.status}`);
  },
  stop: () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
});

/**
 * The emulator to test against: the one at FIRESTORE_EMULATOR_HOST when that is set (stopping it
 * is then left to whoever started it), otherwise a new one on 127.0.0.1 and a free port (or
 * `port`), with firestore.rules, once it answers.
 */
export async function startOfficialEmulator({
  port,
  rules = rulesFile,
  functionsEmulator,
}: {
  port?: number;
  rules?: string;
  /** `host:port` of a Functions emulator to send the triggers' events to. */
  functionsEmulator?: string;
} = {}): Promise<FirestoreEmulator> {
  const running = process.env.FIRESTORE_EMULATOR_HOST;
  if (running) return emulatorAt(running);

  const reason = missingEmulatorReason();
  const jar = findEmulatorJar();
  if (reason || !jar) throw new Error(reason ?? 'No emulator JAR');
  const host = `${HOST}:${port ?? (await freePort())}`;
  const child = spawn(
    'java',
    [
      '-cp',
      jar,
      MAIN_CLASS,
      'start',
      `--host=${HOST}`,
      `--port=${host.split(':')[1]}`,
      `--rules=${rules}`,
      ...(functionsEmulator ? [`--functions_emulator=${functionsEmulator}`] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // However this process ends (a server's own SIGTERM handler may call process.exit first), the
  // emulator ends with it rather than hold its port for the next run.
  const stopOnExit = () => child.kill('SIGTERM');
  process.on('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += String(data)));
  child.stderr?.on('data', (data: Buffer) => (output += String(data)));
  const emulator = emulatorAt(host, child);

  // Java takes a few seconds to start, more on a busy machine; the root answers "Ok" when ready.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The Firestore emulator exited (${child.exitCode}):\n${output}`);
    }
    const ready = await fetch(`http://${host}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return emulator;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await emulator.stop();
  throw new Error(`The Firestore emulator did not answer within 90 s:\n${output}`);
}
