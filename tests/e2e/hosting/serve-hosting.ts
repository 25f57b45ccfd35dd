// The web server of tests/e2e/hosting/playwright.config.ts: builds the site as it is deployed
// (Firebase mode, EmailJS on), pre-rendered from the official Firestore emulator seeded with the
// demo catalogue as `npm run deploy` pre-renders from the project's Firestore, and serves it with
// the Firebase Hosting emulator, using firebase.json's own headers and rewrites. Everything stays on this
// machine: the build points at a `demo-` project, the emulator makes no outside call for one,
// and the tests answer the site's calls to Google and EmailJS themselves.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOfficialEmulator } from '../../support/firestore-emulator/official-emulator';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.HOSTING_E2E_PORT ?? 5055);
const work = join(tmpdir(), `lab-site-hosting-e2e-${port}`);
mkdirSync(work, { recursive: true });

// The web app settings the build bakes in, for a `demo-` project the tests answer for.
// VITE_FIRESTORE_EMULATOR_HOST is set, and empty, so a developer's .env.local cannot point the
// build at an emulator.
const firebaseMode = JSON.parse(
  readFileSync(join(root, 'tests/support/e2e/firebase-mode.json'), 'utf8'),
);

let dist = process.env.HOSTING_E2E_DIST;
if (!dist) {
  dist = join(work, 'dist');
  const firestore = await startOfficialEmulator();
  const seeded = spawnSync(process.execPath, ['scripts/staff/run.mjs', 'seed'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestore.host },
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // This script runs under Vite's module runner, which set NODE_ENV to development.
      env: {
        ...process.env,
        ...firebaseMode,
        NODE_ENV: 'production',
        FIRESTORE_EMULATOR_HOST: firestore.host,
      },
    },
  );
  await firestore.stop();
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// firebase.json with only its hosting part, serving the build. The emulator resolves `public`
// from the config file's folder and mishandles an absolute path, hence the relative one.
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const configFile = join(work, 'firebase.json');
writeFileSync(
  configFile,
  JSON.stringify({
    hosting: { ...config.hosting, public: relative(work, dist) },
    emulators: { hosting: { host: '127.0.0.1', port }, ui: { enabled: false } },
  }),
);

const emulator = spawn(
  process.execPath,
  [
    join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'hosting',
    '--project',
    'demo-lab-site',
    '--config',
    configFile,
  ],
  {
    cwd: work,
    stdio: 'inherit',
    // CI skips the CLI's "message of the day" download and NO_UPDATE_NOTIFIER its version check.
    // (It sends usage reports only after `firebase login` with consent.)
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => emulator.kill(signal));
}
emulator.on('exit', (code) => process.exit(code ?? 0));
