import {
  configDefaults,
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
} from 'vitest/config';
import { missingEmulatorReason } from './tests/support/firestore-emulator/official-emulator.ts';
import viteConfig from './vite.config.ts';

// The integration tests (the Firestore rules' among them) run against the official Firestore
// emulator. Where there is none (a laptop without Java), they are left out with one line saying
// how to get it; in CI that is an error, never a silent skip
// (docs/decisions/072-one-emulator-the-official-one.md).
const emulatorMissing = missingEmulatorReason();
if (emulatorMissing && process.env.CI) throw new Error(emulatorMissing);
if (emulatorMissing) console.warn(`Integration tests left out. ${emulatorMissing}`);

const onTheEmulator = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include,
    // The Storage emulator is not available here (its rules runtime is a download):
    // storage.rules.test.ts runs with `npm run test:rules:storage`, on its own config beside it.
    exclude: [...configDefaults.exclude, 'tests/integration/storage.rules.test.ts'],
    setupFiles: ['tests/support/setup-node.ts'],
    globalSetup: ['tests/support/firestore-emulator/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/setup-dom.ts'],
          },
        },
        ...(emulatorMissing
          ? []
          : [onTheEmulator('integration', ['tests/integration/**/*.test.{ts,tsx}'])]),
      ],
    },
  }),
);
