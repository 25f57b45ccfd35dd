// Runs a staff tool: `node scripts/staff/run.mjs <tool> [arguments]` (the npm scripts
// catalogue:import, catalogue:export, catalogue:publish, catalogue:missing-bn, enquiries:export,
// enquiries:erase, insights, seed and deploy:smoke call it).
//
// The tools are TypeScript so they can share the site's own definitions (collection names, the
// price readers, the demo catalogue) rather than copies. Node 20 cannot run TypeScript, so Vite,
// already here to build the site, compiles them as they load. cli.ts runs the tool while it is
// being imported, because Vite's runner closes once the import returns and the tools still load
// modules on demand (the demo catalogue) while they run.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
await runnerImport(fileURLToPath(new URL('./cli.ts', import.meta.url)), {
  root,
  logLevel: 'error',
});
