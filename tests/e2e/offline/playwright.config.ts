import { defineConfig } from '@playwright/test';
import { repoRoot, suiteDefaults } from '../playwright.shared';
import { offlinePort } from './offline-site';

/**
 * The offline worker's suite: the only one that lets service workers run. Its site
 * (serve-offline-builds.ts) is the demo build, its next deploy and the kill switch behind one
 * address the tests can cut off. One worker: the tests switch what that address serves, and some
 * are timings.
 */
export default defineConfig({
  ...suiteDefaults,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  use: {
    ...suiteDefaults.use,
    reuseContext: false,
    serviceWorkers: 'allow',
    baseURL: `http://127.0.0.1:${offlinePort}`,
  },
  webServer: {
    command: 'node scripts/run-typescript.mjs tests/e2e/offline/serve-offline-builds.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${offlinePort}`,
    reuseExistingServer: false,
    // Two production builds with the pre-renderer, on a slow machine.
    timeout: 240_000,
  },
});
