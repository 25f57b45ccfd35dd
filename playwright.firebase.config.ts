import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';
import { firebaseModePort } from './tests/e2e-firebase/firebase-mode';

/**
 * End-to-end tests of the site as the lab's visitors get it: a Firebase-mode build against the
 * official Firestore emulator with firestore.rules (tests/e2e-firebase/serve-firebase-mode.ts
 * starts the emulator, seeds it, builds and serves), in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e-firebase',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // Lists come from Firestore after the first paint: 2,500 lab tests are 1.8 MB from the emulator.
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${firebaseModePort}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/run-typescript.mjs tests/e2e-firebase/serve-firebase-mode.ts',
    url: `http://127.0.0.1:${firebaseModePort}`,
    reuseExistingServer: !process.env.CI,
    // The emulator's start, the seeding and the build, on a slow machine.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
