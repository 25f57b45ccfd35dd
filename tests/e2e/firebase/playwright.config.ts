import { defineConfig } from '@playwright/test';
import { repoRoot, suiteDefaults } from '../playwright.shared';
import { firebaseModePort } from './firebase-mode';

/**
 * End-to-end tests of the site as the lab's visitors get it: a Firebase-mode build against the
 * official Firestore emulator with firestore.rules (serve-firebase-mode.ts beside this file
 * starts the emulator, seeds it, builds and serves), in Debian's Chromium.
 */
export default defineConfig({
  ...suiteDefaults,
  testDir: '.',
  // A page built before an edit shows it once the page has loaded and read the published list.
  expect: { timeout: 15_000 },
  use: { ...suiteDefaults.use, baseURL: `http://127.0.0.1:${firebaseModePort}` },
  projects: [
    { name: 'stories', testIgnore: /bot-flood/ },
    // The flood writes enquiries for a minute and more: alone, once the other stories are done.
    { name: 'bot flood', testMatch: /bot-flood/, dependencies: ['stories'] },
  ],
  webServer: {
    command: 'node scripts/run-typescript.mjs tests/e2e/firebase/serve-firebase-mode.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${firebaseModePort}`,
    // .ci/run starts the site once for this suite and Lighthouse, and says so.
    reuseExistingServer: !process.env.CI || process.env.FIREBASE_E2E_SERVER === 'running',
    // The emulator's start, the seeding and the build, on a slow machine.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
