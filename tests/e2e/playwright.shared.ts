import { fileURLToPath } from 'node:url';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * What the Playwright suites (tests/e2e/<suite>/playwright.config.ts: demo, firebase, hosting,
 * scale and offline) run with alike. Each suite's config sits in its folder, so its tests are found there;
 * its web server runs from the repository's root, as `npm run …` does.
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's Chromium, run as root in a closed network, for every suite. */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export const suiteDefaults = {
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One test worker a core.
  workers: 2,
  // The report and the failures' traces go where they always went, at the repository's root
  // (both are git-ignored), whichever suite wrote them.
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `${repoRoot}/playwright-report` }]],
  outputDir: `${repoRoot}/test-results`,
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // One browser context a worker, reset between tests (storage of every kind, cookies, cache,
    // routes, init scripts): a fresh context costs about a second of a slow machine's CPU per
    // test, 2 of the suite's 9.7 minutes (docs/decisions/074-ci-on-a-slow-machine.md).
    reuseContext: true,
    // The suites measure the network: a service worker would answer from its caches. The offline
    // suite (tests/e2e/offline) allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
} satisfies PlaywrightTestConfig;
