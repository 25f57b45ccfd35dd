import { defineConfig } from '@playwright/test';
import { repoRoot, suiteDefaults } from '../playwright.shared';

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot reach the
 * internet here) against the production build of the embedded default, `dist` (built by
 * `npm run build` beforehand), served by `vite preview`. The deployed configuration, EmailJS
 * included, is tests/e2e/hosting's.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const distDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  ...suiteDefaults,
  testDir: '.',
  use: { ...suiteDefaults.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${distDir}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
