import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The Storage rules tests, for the official Storage emulator, which needs Java 21 and a download
 * that these machines cannot make: `npm run test:rules:storage` runs them inside
 * `firebase emulators:exec` on a laptop that can (README, "Checking the rules"). The Firestore
 * rules tests are part of `npm test`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/integration/storage.rules.test.ts'],
    environment: 'node',
    // One emulator serves every file; clearing it between files must not race.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
