// Builds the demo site with 2,500 generated lab tests into a temporary folder and serves it: the
// web server of tests/e2e/scale/playwright.config.ts.
//
//   node scripts/run-typescript.mjs tests/e2e/scale/serve-scale-build.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { scaleCatalogue, scalePort } from './scale-catalogue';
import { productionBuild } from '../../support/production-build';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'lab-site-scale-'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void rm(outDir, { recursive: true, force: true }).finally(() => process.exit(0));
  });
}
await productionBuild({
  root,
  logLevel: 'warn',
  plugins: [scaleCatalogue],
  build: { outDir, emptyOutDir: true },
});
await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: scalePort, strictPort: true },
});
console.log(`[scale] the 2,500-test site on http://127.0.0.1:${scalePort}`);
