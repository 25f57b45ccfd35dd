import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the Hosting suite's emulators run (serve-hosting.ts starts them): Hosting and the
 * functions in one firebase-tools process, writing to the official Firestore emulator, so a
 * beacon posted to `/api/beacon` goes through firebase.json's rewrite to the function.
 */
export const hostingPort = Number(process.env.HOSTING_E2E_PORT ?? 5055);
export const firestoreHost = `127.0.0.1:${Number(process.env.HOSTING_E2E_FIRESTORE_PORT ?? 8687)}`;
/** The `demo-` project the emulators run for: firebase-tools calls nothing outside for one. */
export const projectId = 'demo-lab-site';
export const workFolder = join(tmpdir(), `lab-site-hosting-e2e-${hostingPort}`);
/**
 * The Firebase config the emulators serve with: firebase.json's hosting and functions, its policy
 * allowing the build's inline styles, as the build's own deploy config does.
 */
export const hostingConfigFile = join(workFolder, 'firebase.json');
/** Everything the Functions emulator printed, each invocation included. */
export const functionsLog = join(workFolder, 'functions.log');
