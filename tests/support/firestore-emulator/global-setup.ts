import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from './start-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the Firestore emulator the integration tests talk to. */
    firestoreEmulatorHost: string;
  }
}

/**
 * Runs once in the main Vitest process, outside any test environment: the emulator breaks when
 * started inside a jsdom test file, and one instance serves every worker. A developer with the
 * official emulator running points FIRESTORE_EMULATOR_HOST at it and the same tests run there.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const officialHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (officialHost) {
    project.provide('firestoreEmulatorHost', officialHost);
    return undefined;
  }
  const emulator = await startFirestoreEmulator();
  project.provide('firestoreEmulatorHost', `${emulator.host}:${emulator.port}`);
  return () => emulator.stop();
}
