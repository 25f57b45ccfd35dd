import { defineConfig } from '@playwright/test';
import { repoRoot, suiteDefaults } from '../playwright.shared';
import { scalePort } from './scale-catalogue';

/**
 * The timings and the catalogue at scale (this folder), on a demo build whose catalogue holds
 * 2,500 generated tests: /labtest's DOM budget, every match reachable, the first price on a slow
 * phone and the keystroke budget; and a Bengali reader's heading against an English reader's. One
 * worker: most of these are timings, and a timing is measured alone.
 */
export default defineConfig({
  ...suiteDefaults,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  // A fresh browser context a test, as a visitor's: the keystroke budget is not measured in a
  // renderer that earlier tests have filled.
  use: { ...suiteDefaults.use, reuseContext: false, baseURL: `http://127.0.0.1:${scalePort}` },
  webServer: {
    command: 'node scripts/run-typescript.mjs tests/e2e/scale/serve-scale-build.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${scalePort}`,
    reuseExistingServer: !process.env.CI,
    // A production build with the pre-renderer, on a slow machine.
    timeout: 240_000,
  },
});
