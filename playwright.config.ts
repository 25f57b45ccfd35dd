import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot reach the
 * internet here) against production builds served by `vite preview`: `dist` (the embedded
 * default, built by `npm run build` beforehand), and a second build with EmailJS configured
 * (dummy values; its requests are intercepted) for the tests tagged @emailjs.
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
const emailJsPort = port + 1;
const distDir = process.env.E2E_DIST ?? 'dist';
const emailJsDistDir = `${distDir}-e2e-emailjs`;
const emailJsEnv = [
  'VITE_EMAILJS_SERVICE_ID=service_e2e',
  'VITE_EMAILJS_TEMPLATE_ID=template_e2e',
  'VITE_EMAILJS_PUBLIC_KEY=public_e2e',
].join(' ');

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
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
} satisfies PlaywrightTestConfig;

export default defineConfig({
  ...suiteDefaults,
  testDir: 'tests/e2e',
  projects: [
    {
      name: 'embedded-default',
      grepInvert: /@emailjs/,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'emailjs',
      grep: /@emailjs/,
      use: { baseURL: `http://127.0.0.1:${emailJsPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${distDir}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command:
        `env ${emailJsEnv} npx vite build --logLevel warn --outDir ${emailJsDistDir} --emptyOutDir && ` +
        `npx vite preview --port ${emailJsPort} --strictPort --outDir ${emailJsDistDir}`,
      url: `http://127.0.0.1:${emailJsPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
