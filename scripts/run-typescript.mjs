// Runs one of the project's TypeScript scripts: `node scripts/run-typescript.mjs <file.ts> [arguments]`.
// Node 20 cannot run TypeScript, so Vite, already here to build the site, compiles the script as
// it loads (as scripts/staff/run.mjs does for the staff tools); the script sees its own arguments
// from process.argv[2] on, as if Node had run it directly.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const [script] = process.argv.splice(2, 1);
if (!script?.endsWith('.ts')) {
  console.error('Usage: node scripts/run-typescript.mjs <script.ts> [arguments]');
  process.exit(2);
}
await runnerImport(resolve(script), {
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'error',
});
