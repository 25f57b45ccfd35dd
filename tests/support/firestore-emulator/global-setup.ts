import type { TestProject } from 'vitest/node';
import { startOfficialEmulator } from './official-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the Firestore emulator the integration and rules tests talk to. */
    firestoreEmulatorHost: string;
  }
}

/**
 * Runs once in the main Vitest process, outside any test environment (the SDKs pick their Node
 * builds there), and starts the official Firestore emulator with firestore.rules for every
 * worker; with FIRESTORE_EMULATOR_HOST set, the tests use that one instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startOfficialEmulator();
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.stop();
}
