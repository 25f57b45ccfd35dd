import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The browser build talks to Firestore through `firebase/firestore/lite` (REST, a third of the
// size). The embedded test emulator speaks only gRPC, which the full SDK uses under Node, so tests
// run the same adapter code against the full SDK. tests/unit/firestore-lite-parity.test.ts keeps
// the two modules' exports in step.
const firestoreForTests = { 'firebase/firestore/lite': 'firebase/firestore' };

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
        {
          extends: true,
          resolve: { alias: firestoreForTests },
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/setup-node.ts'],
            globalSetup: ['tests/support/firestore-emulator/global-setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
