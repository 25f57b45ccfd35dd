import { defineConfig } from '@playwright/test';
import { repoRoot, suiteDefaults } from '../playwright.shared';
import { hostingPort as port } from './hosting-emulators';

/**
 * End-to-end tests through the Firebase Hosting emulator: firebase.json's headers, caching and
 * rewrites on a Firebase-mode build, in Debian's Chromium. serve-hosting.ts (beside this file)
 * builds the site into a temporary folder (or serves HOSTING_E2E_DIST) and starts the emulator,
 * with the Cloud Functions beside it for the rewrite to `/api/beacon`.
 * The demo suite (tests/e2e/demo), which serves dist/ with `vite preview`, is unaffected.
 */

export default defineConfig({
  ...suiteDefaults,
  testDir: '.',
  // Lazy chunks come through the emulator, slower than `vite preview` on a busy machine.
  expect: { timeout: 10_000 },
  use: { ...suiteDefaults.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/run-typescript.mjs tests/e2e/hosting/serve-hosting.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/`,
    env: { HOSTING_E2E_PORT: String(port) },
    reuseExistingServer: false,
    // The build, the functions' build and the emulators' start, on a busy machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
