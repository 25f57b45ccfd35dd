import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot reach the
 * internet here) against the production build of the embedded default, `dist` (built by
 * `npm run build` beforehand), served by `vite preview`. The deployed configuration, EmailJS
 * included, is playwright.hosting.config.ts's.
 */
/** Debian's Chromium, run as root in a closed network, for all three suites. */
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
const port = Number(process.env.E2E_PORT ?? 4173);
const distDir = process.env.E2E_DIST ?? 'dist';

/** What the three suites (this one, Firebase mode, Hosting) run with alike. */
export const suiteDefaults = {
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One test worker a core.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // One browser context a worker, reset between tests (storage of every kind, cookies, cache,
    // routes, init scripts): a fresh context costs about a second of a slow machine's CPU per
    // test, 2 of the suite's 9.7 minutes. See docs/decisions.md, "CI on a slow machine".
    reuseContext: true,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
} satisfies PlaywrightTestConfig;

export default defineConfig({
  ...suiteDefaults,
  testDir: 'tests/e2e',
  use: { ...suiteDefaults.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${distDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
