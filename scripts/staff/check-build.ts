// Firebase runs this before deploying hosting (firebase.json, "predeploy"). It stops the deploy
// when dist/ would not read the project being deployed to: a build made without .env.local shows
// the bundled demo catalogue, fake doctors and prices included, and keeps what visitors send in
// their own browsers; a build for another project reads that project's data. It also stops when
// the Storage bucket has lost the lifecycle rule that deletes uploads within the retention the
// privacy notice promises: that rule is set by hand, once. And it stops when firebase.deploy.json,
// the config deployed, is not this build's (scripts/lib/hosting-config.ts).
//
// Usage: node scripts/run-typescript.mjs scripts/staff/check-build.ts [dist folder] --with-inline-styles
// (Firebase sets GCLOUD_PROJECT)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { lifecycleProblem } from './lib/bucket-lifecycle';
import {
  DEPLOY_CONFIG,
  DEPLOYING_WITH_INLINE_STYLES,
  readFirebaseConfig,
  readInlineStyles,
} from '../lib/hosting-config';

const [folder] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const dist = folder ?? fileURLToPath(new URL('../../dist', import.meta.url));
const project = process.env.GCLOUD_PROJECT;

function stop(reason: string): never {
  console.error(`Deploy stopped: ${reason}`);
  process.exit(1);
}

if (!project) stop('GCLOUD_PROJECT is not set; run this through `npm run deploy`.');
if (!existsSync(join(dist, 'index.html'))) {
  stop(`${dist} holds no build. Run \`npm run deploy\`, which builds first.`);
}
const code = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
  .join('\n');
// Vite writes the VITE_* variables into the bundle as an object literal.
const baked = (name: string) => new RegExp(`${name}:\\s*[\`'"]([^\`'"]*)[\`'"]`).exec(code)?.[1];
const builtFor = baked('VITE_FIREBASE_PROJECT_ID');
const howToFix =
  `Put the web app settings of ${project} in .env.local (see .env.example and the README, ` +
  '"For staff"), then run `npm run deploy` again.';

if (!builtFor) stop(`dist/ is a demo build, with no Firebase project. ${howToFix}`);
if (builtFor !== project) stop(`dist/ was built for ${builtFor}, not ${project}. ${howToFix}`);
if (baked('VITE_FIRESTORE_EMULATOR_HOST')) {
  stop('dist/ talks to a Firestore emulator: empty VITE_FIRESTORE_EMULATOR_HOST in .env.local.');
}
console.log(`dist/ is built for ${project}.`);

// The pages' inline styles are allowed by their hashes, which only the build's own config lists:
// its predeploy says so, and it must be this build's.
if (!process.argv.includes(DEPLOYING_WITH_INLINE_STYLES)) {
  stop(
    `this deploy uses firebase.json, whose policy refuses the pages' inline styles. Run \`npm run deploy\`, which deploys with ${DEPLOY_CONFIG}.`,
  );
}
const deployConfig = fileURLToPath(new URL(`../../${DEPLOY_CONFIG}`, import.meta.url));
if (!existsSync(deployConfig)) stop(`${DEPLOY_CONFIG} is missing. Run \`npm run deploy\`.`);
const policies = JSON.stringify(readFirebaseConfig(deployConfig).hosting.headers);
const unlisted = readInlineStyles(dist).templates.filter(
  ({ source }) => !policies.includes(source),
);
if (unlisted.length > 0) {
  stop(
    `${DEPLOY_CONFIG} is not this build's: its policy misses ${unlisted.length} inline styles. Run \`npm run deploy\`.`,
  );
}

const bucketName = baked('VITE_FIREBASE_STORAGE_BUCKET') || `${project}.firebasestorage.app`;
try {
  const app = initializeApp({ projectId: project, credential: applicationDefault() });
  const problem = await lifecycleProblem(getStorage(app).bucket(bucketName));
  if (problem !== null) stop(problem);
} catch (error) {
  stop(
    `the lifecycle rule of ${bucketName} could not be read (${error instanceof Error ? error.message : String(error)}). ` +
      'Point GOOGLE_APPLICATION_CREDENTIALS at the service-account key (docs/staff.md, setup step 6).',
  );
}
console.log(`${bucketName} deletes uploads within the promised retention.`);
