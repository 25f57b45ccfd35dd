import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * The Cloud Functions of functions/ running in firebase-tools' Functions emulator, their Firestore
 * triggers wired to the official Firestore emulator (started with `--functions_emulator`).
 * firebase-tools registers a function's triggers only with a Firestore emulator it started itself,
 * which it will not do on Java 17; this does the registration it would do: one POST per trigger
 * to the Firestore emulator, which then sends each matching write to the Functions emulator.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const FUNCTIONS_HOST = '127.0.0.1';
/** firebase.json's emulators.functions.port. */
export const functionsPort = 5001;
export const functionsHost = `${FUNCTIONS_HOST}:${functionsPort}`;
/**
 * firebase.json's emulators.auth.port: the Auth emulator, started with the functions when asked,
 * signs the site's senders in anonymously, offline.
 */
export const authPort = 9099;
export const authHost = `${FUNCTIONS_HOST}:${authPort}`;

interface TriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: { database?: string; namespace?: string };
    eventFilterPathPatterns?: { document?: string };
  };
}

export interface FunctionsEmulator {
  /** The Firestore triggers registered, by id. */
  triggers: string[];
  /** Everything the emulator has printed, for a failure's report. */
  output(): string;
  stop(): Promise<void>;
}

async function loadedTriggers(): Promise<TriggerDefinition[] | null> {
  try {
    const response = await fetch(`http://${functionsHost}/backends`);
    if (!response.ok) return null;
    const { backends } = (await response.json()) as {
      backends: { functionTriggers: TriggerDefinition[] }[];
    };
    const triggers = backends.flatMap((backend) => backend.functionTriggers);
    return triggers.length > 0 ? triggers : null;
  } catch {
    return null;
  }
}

export async function startFunctionsEmulator({
  firestoreHost,
  projectId,
  withAuth = false,
  env = {},
  log = () => undefined,
  withHostingConfig,
  outputFile,
}: {
  firestoreHost: string;
  projectId: string;
  /** Starts the Auth emulator too, in the same firebase-tools process. */
  withAuth?: boolean;
  /** The functions' parameters and secrets, which their processes read from the environment. */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /**
   * A firebase.json with a `hosting` part whose emulator starts in the same process: the Hosting
   * emulator sends a function's rewrite to the Functions emulator only when both run in one.
   */
  withHostingConfig?: string;
  /** Where everything the emulator prints is appended, invocations included, for another process. */
  outputFile?: string;
}): Promise<FunctionsEmulator> {
  // A Functions emulator left running would answer in this one's place, for another Firestore.
  if (await loadedTriggers()) {
    throw new Error(
      `Something already answers on ${functionsHost}: stop the old Functions emulator.`,
    );
  }
  const built = spawnSync('npm', ['run', '--silent', 'build:functions'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new Error('`npm run build:functions` failed.');

  const child = spawn(
    process.execPath,
    [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      ['functions', ...(withAuth ? ['auth'] : []), ...(withHostingConfig ? ['hosting'] : [])].join(
        ',',
      ),
      '--project',
      projectId,
      ...(withHostingConfig ? ['--config', withHostingConfig] : []),
    ],
    {
      cwd: root,
      // The functions' Admin SDK writes to the same Firestore that sends them events.
      env: { ...process.env, ...env, FIRESTORE_EMULATOR_HOST: firestoreHost, CI: 'true' },
      // In this process's group, so that whoever stops this process (Playwright stops its web
      // server's whole group) stops the emulator and the functions' processes with it.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // However this process ends, firebase-tools is told to stop (it then stops the functions).
  const stopOnExit = () => child.kill('SIGTERM');
  process.on('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  let output = '';
  const keep = (data: Buffer) => {
    output += String(data);
    if (outputFile) appendFileSync(outputFile, stripVTControlCharacters(String(data)));
    for (const line of stripVTControlCharacters(String(data)).split('\n')) {
      // What the functions log, and the emulator's warnings, but not a line per invocation.
      if (/^(>|⚠|✔|!)/.test(line.trim()) || /error/i.test(line)) log(line.trim());
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // firebase-tools stops the functions' processes it started before it exits; if it has not
      // within a few seconds, it is stopped outright.
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    });

  const deadline = Date.now() + 120_000;
  let triggers: TriggerDefinition[] | null = null;
  while (triggers === null) {
    if (child.exitCode !== null) {
      throw new Error(`The Functions emulator exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Functions emulator loaded no functions within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    triggers = await loadedTriggers();
  }

  const registered: string[] = [];
  for (const { id, eventTrigger } of triggers) {
    const document = eventTrigger?.eventFilterPathPatterns?.document;
    if (!eventTrigger?.eventType.startsWith('google.cloud.firestore.') || !document) continue;
    // The emulator's key for a trigger: its id and the generation of the functions' code.
    const key = `${id}-0`;
    const response = await fetch(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${key}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          eventType: eventTrigger.eventType,
          database: eventTrigger.eventFilters?.database ?? '(default)',
          namespace: eventTrigger.eventFilters?.namespace ?? '(default)',
          document: { value: document, matchType: 'PATH_PATTERN' },
        }),
      },
    );
    if (!response.ok) {
      await stop();
      throw new Error(`Registering ${id} with the Firestore emulator: HTTP ${response.status}`);
    }
    registered.push(id);
  }
  return { triggers: registered, output: () => output, stop };
}
