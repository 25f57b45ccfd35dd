import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredPolicy, smokeCheck } from './lib/deploy-smoke';
import {
  commonOptions,
  EXIT_FAILED,
  EXIT_OK,
  parseToolArgs,
  usageError,
  type Tool,
  type ToolIo,
} from './lib/tool';

const help = `Checks a deploy before it goes live, on its preview channel (docs/staff.md, "Deploying"):
a missing build file answers 404 and is not kept by browsers, a page answers 200 with the
Content-Security-Policy of the build's firebase.deploy.json, the offline worker (/sw.js) is
revalidated on every visit, and an address with no page answers 404.

Usage: npm run deploy:smoke -- <address> [--config <file>]

  <address>        The preview channel's address that \`firebase hosting:channel:deploy\` printed,
                   e.g. https://lab-site--preview-abc123.web.app (or the live site's, after).
  --config <file>  The Firebase config deployed (default: firebase.deploy.json, which
                   \`npm run build\` writes).
  -h, --help       Show this help.

It only reads. Exit status 0 when every check passed, 1 otherwise: then do not deploy live.`;

const deployConfig = fileURLToPath(new URL('../../firebase.deploy.json', import.meta.url));

async function runSmoke(args: string[], io: ToolIo): Promise<number> {
  const { values, positionals } = parseToolArgs(args, {
    help: commonOptions.help,
    config: { type: 'string' },
  });
  if (values.help) {
    io.out(help);
    return EXIT_OK;
  }
  const [site, ...more] = positionals;
  if (site === undefined || more.length > 0) throw usageError('Give the one address to check.');
  if (!/^https?:\/\//.test(site)) throw usageError(`"${site}" is not an http(s) address.`);
  const config = values.config ?? deployConfig;
  const checks = await smokeCheck(site, configuredPolicy(config), basename(config));
  for (const { what, ok, found } of checks) {
    io.out(ok ? `✓ ${what}` : `✗ ${what}: found ${found ?? ''}`);
  }
  const failed = checks.filter(({ ok }) => !ok).length;
  io.out(
    failed === 0
      ? `All ${checks.length} checks passed on ${site}.`
      : `${failed} of ${checks.length} checks failed on ${site}: do not deploy this live.`,
  );
  return failed === 0 ? EXIT_OK : EXIT_FAILED;
}

export const deploySmoke: Tool = { name: 'deploy:smoke', help, run: runSmoke };
