import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The full rules tests, for the official Firestore and Storage emulators (Java 21), which this
 * project's own test run cannot start: `npm run test:rules` inside `firebase emulators:exec`
 * (README, "For staff"). Each file is skipped when its emulator's variable is unset.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    // One emulator serves every file; clearing it between files must not race.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
