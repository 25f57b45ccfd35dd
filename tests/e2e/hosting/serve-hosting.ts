// The web server of tests/e2e/hosting/playwright.config.ts: builds the site as it is deployed
// (Firebase mode, EmailJS on), pre-rendered from the official Firestore emulator seeded with the
// demo catalogue as `npm run deploy` pre-renders from the project's Firestore, and serves it with
// the Firebase Hosting emulator, using firebase.json's own headers and rewrites (its policy allowing
// the build's inline styles, as the deploy's config does), with the Cloud
// Functions of functions/ in the Functions emulator of the same process, so `/api/beacon` reaches
// its function, which writes to that Firestore. Everything stays on this machine: the build
// points at a `demo-` project, the emulators make no outside call for one, and the tests answer
// the site's calls to Google and EmailJS themselves.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIREBASE_CONFIG,
  readFirebaseConfig,
  readInlineStyles,
  withInlineStyles,
} from '../../../scripts/lib/hosting-config';
import { startOfficialEmulator } from '../../support/firestore-emulator/official-emulator';
import {
  functionsHost,
  functionsPort,
  startFunctionsEmulator,
} from '../../support/functions-emulator';
import {
  firestoreHost,
  functionsLog,
  hostingConfigFile,
  hostingPort,
  projectId,
  workFolder,
} from './hosting-emulators';

const root = fileURLToPath(new URL('../../..', import.meta.url));
mkdirSync(workFolder, { recursive: true });
writeFileSync(functionsLog, '');

// The web app settings the build bakes in, for a `demo-` project the tests answer for.
// VITE_FIRESTORE_EMULATOR_HOST is set, and empty, so a developer's .env.local cannot point the
// build at an emulator.
const firebaseMode = JSON.parse(
  readFileSync(join(root, 'tests/support/e2e/firebase-mode.json'), 'utf8'),
);

const firestore = await startOfficialEmulator({
  port: Number(firestoreHost.split(':')[1]),
  functionsEmulator: functionsHost,
});
let dist = process.env.HOSTING_E2E_DIST;
if (!dist) {
  dist = join(workFolder, 'dist');
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
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// firebase.json's hosting and functions parts, serving the build. The emulator resolves `public`
// and the functions' `source` from the config file's folder and mishandles an absolute path,
// hence the relative ones.
const config = withInlineStyles(
  readFirebaseConfig(join(root, FIREBASE_CONFIG)),
  readInlineStyles(dist),
);
const configFile = hostingConfigFile;
writeFileSync(
  configFile,
  JSON.stringify({
    hosting: { ...config.hosting, public: relative(workFolder, dist) },
    functions: { ...config.functions, source: relative(workFolder, join(root, 'functions')) },
    emulators: {
      hosting: { host: '127.0.0.1', port: hostingPort },
      functions: { host: '127.0.0.1', port: functionsPort },
      ui: { enabled: false },
    },
  }),
);

const emulators = await startFunctionsEmulator({
  firestoreHost: firestore.host,
  projectId,
  withHostingConfig: configFile,
  outputFile: functionsLog,
  log: (line) => console.log(`[hosting] ${line}`),
  env: { EMAILJS_PRIVATE_KEY: 'private-demo', NO_UPDATE_NOTIFIER: '1' },
});
const stop = async () => {
  await Promise.allSettled([emulators.stop(), firestore.stop()]);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
console.log(
  `[hosting] the site on http://127.0.0.1:${hostingPort}, triggers: ${emulators.triggers.join(', ')}`,
);
