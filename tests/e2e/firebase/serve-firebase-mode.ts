// Serves the site as the lab's visitors get it: a Firebase-mode build (Firestore Lite in the
// browser) against the official Firestore emulator with firestore.rules, seeded by the project's
// own `npm run seed` and topped up to 2,500 lab tests, with the Cloud Functions of functions/
// running in the Functions emulator and the catalogue published (`npm run catalogue:publish`),
// the demo's site settings written to SiteSettings and published by the function,
// then pre-rendered from that Firestore as `npm run deploy` does. The web server of
// tests/e2e/firebase/playwright.config.ts and of `npm run lighthouse -- --firebase`.
//
//   node scripts/run-typescript.mjs tests/e2e/firebase/serve-firebase-mode.ts
//
// With FIREBASE_E2E_DIST set, the build goes there, and a build already there (made for the same
// emulator ports) is served as it is: .ci/run builds once for the suite and Lighthouse. The build
// signs senders in with the Auth emulator that starts with the functions.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { preview } from 'vite';
import { demoSiteSettings } from '../../../src/shared/demo-catalogue/site-settings';
import {
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
  SITE_SETTINGS,
} from '../../../src/shared/collections';
import { readPublishedList } from '../../../src/shared/published-catalogue';
import { readPublishedSettings } from '../../../src/shared/published-settings';
import { startOfficialEmulator } from '../../support/firestore-emulator/official-emulator';
import {
  authHost,
  functionsHost,
  startFunctionsEmulator,
  type FunctionsEmulator,
} from '../../support/functions-emulator';
import { generateLabTests } from '../../support/fixtures/generate-lab-tests';
import { startStandInEmailJs } from '../../support/stand-in-emailjs';
import {
  emailJsStandInPort,
  firebaseModeDist,
  firebaseModePort,
  firestorePort,
  labTestCount,
  projectId,
} from './firebase-mode';
import { productionBuild } from '../../support/production-build';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const log = (line: string) => console.log(`[firebase mode] ${line}`);

const emulator = await startOfficialEmulator({
  port: firestorePort,
  functionsEmulator: functionsHost,
});
const running: { functions?: FunctionsEmulator } = {};
const stop = async () => {
  // Both at once: a Functions emulator slow to stop must not leave the Firestore one running.
  await Promise.allSettled([running.functions?.stop(), emulator.stop()]);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
log(`Firestore emulator on ${emulator.host}`);

await emulator.clear(projectId);
const staffTool = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/staff/run.mjs', ...args], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0)
    throw new Error(`\`npm run ${args.join(' ')}\` failed against the emulator.`);
};
staffTool('seed');

// The scale the budgets are set for: as many lab tests as the list shows at most.
process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
const admin = initializeApp({ projectId }, 'serve-firebase-mode');
const db = getFirestore(admin);
const labTests = db.collection('Labtest');
const { count } = (await labTests.count().get()).data();
const extra = generateLabTests(labTestCount - count);
for (let start = 0; start < extra.length; start += 500) {
  const batch = db.batch();
  for (const { id, data } of extra.slice(start, start + 500)) {
    batch.set(labTests.doc(`generated-${id}`), data);
  }
  await batch.commit();
}
log(`seeded: the demo catalogue, and ${extra.length} generated lab tests`);

// The centre's e-mails go to a stand-in for EmailJS, which the tests ask what it got.
const emailJs = await startStandInEmailJs(emailJsStandInPort);
log(`EmailJS stand-in on ${emailJs.origin}`);
// Started after the seeding, whose thousands of writes the function need not follow one by one.
const functions = await startFunctionsEmulator({
  firestoreHost: emulator.host,
  projectId,
  // The site signs each sender in anonymously: the Auth emulator does so here, offline.
  withAuth: true,
  log,
  // The other settings are in functions/.env.demo-lab-site, which the emulator reads.
  env: { EMAILJS_PRIVATE_KEY: 'private-demo' },
});
running.functions = functions;
log(
  `Functions emulator on ${functionsHost}: ${functions.triggers.join(', ')}; Auth on ${authHost}`,
);
staffTool('catalogue:publish', '--wait', '60');
// Served from the published lists, as the lab's visitors are: a function that did not answer is a
// broken setup, not a site to measure.
const published = await db.collection(PUBLISHED_CATALOGUE).get();
const unanswered = published.docs.filter(
  (doc) => !readPublishedList({ id: doc.id, data: doc.data() })?.confirmedAt,
);
if (published.empty || unanswered.length > 0) {
  console.error(functions.output());
  throw new Error('The Cloud Function did not take the published lists over (its log is above).');
}
// Staff's settings as the demo has them, typed in the console: the function publishes them.
for (const { id, data } of demoSiteSettings) await db.collection(SITE_SETTINGS).doc(id).set(data);
const settingsPublished = db.collection(PUBLISHED_SETTINGS).doc(PUBLISHED_SETTINGS_ID);
const settingsDocument = async () => {
  const snapshot = await settingsPublished.get();
  return snapshot.exists ? { id: snapshot.id, data: snapshot.data() ?? {} } : null;
};
for (let waited = 0; !readPublishedSettings(await settingsDocument()); waited += 250) {
  if (waited > 60_000) {
    console.error(functions.output());
    throw new Error('The Cloud Function did not publish the site settings (its log is above).');
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
log('the site settings published by the function');
await deleteApp(admin);

const reusable = process.env.FIREBASE_E2E_DIST;
const outDir = firebaseModeDist;
if (!reusable || !existsSync(join(outDir, 'index.html'))) {
  const settings = JSON.parse(
    readFileSync(join(root, 'tests/support/e2e/firebase-mode.json'), 'utf8'),
  ) as Record<string, string>;
  Object.assign(process.env, settings, {
    VITE_FIRESTORE_EMULATOR_HOST: emulator.host,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
  });
  await productionBuild({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: firebaseModePort, strictPort: true },
});
log(`the site on http://127.0.0.1:${firebaseModePort}`);
