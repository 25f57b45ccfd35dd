// Checks the pre-rendered pages with the Nu Html Checker (vnu-jar from npm, on the machine's
// Java): any error or warning fails. Run after `npm run build`.
//
//   npm run check:html [-- <dist>]
//
// The app shell is held to errors only: it has no heading of its own until the app draws its
// page, which the checker notes as a warning. React writes void elements as `<meta ... />`, which
// the checker notes (as information only); that note is filtered out.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_SHELL } from './lib/page-document.ts';

const dist = process.argv[2] ?? 'dist';
const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);
const java = process.env.JAVA ?? 'java';

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html') && !name.startsWith(`assets${path.sep}`))
  .map((name) => path.join(dist, name));
// The shell in every language (the Bengali one in the i18n folder, scripts/lib/localized-pages.ts).
const isShell = (file: string) => path.basename(file) === APP_SHELL;
const shells = files.filter(isShell);
const pages = files.filter((file) => !isShell(file));
if (pages.length === 0) {
  console.error(`No pre-rendered pages in ${dist}: run the build first.`);
  process.exit(1);
}

let failed = false;
const runs: [label: string, targets: string[], strictness: string[]][] = [
  ['pages', pages, ['--Werror']],
  ['app shells', shells, ['--errors-only']],
];
for (const [label, targets, strictness] of runs) {
  if (targets.length === 0) continue;
  try {
    const filter = ['--filterpattern', '.*Trailing slash on void elements.*'];
    execFileSync(java, ['-jar', jar, '--format', 'gnu', ...filter, ...strictness, ...targets], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    failed = true;
    // execFileSync's error carries the checker's report.
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    const output = `${stdout}${stderr}`;
    console.error(
      output
        .split('\n')
        .filter((line) => !/: info:/.test(line))
        .join('\n'),
    );
  }
  if (!failed) console.log(`Nu Html Checker: ${targets.length} ${label}, no error.`);
}
process.exit(failed ? 1 : 0);
